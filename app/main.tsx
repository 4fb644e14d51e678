// First: no zod schema may be built before zod is told not to compile them with eval (CSP).
import './lib/zod-sem-eval';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { App } from './App';
import { SincronizacaoSePreciso } from './features/frequencias/offline/sincronizacao-se-preciso';
import { AparenciaSync } from './lib/aparencia';
import { registrarServiceWorker } from './lib/offline';
import { queryClient } from './lib/query-client';
import './styles.css';

// No toast is shown before the first paint: sonner loads beside the page instead of before it,
// which keeps it out of the initial script of /login (its budget: scripts/orcamento-js.mjs).
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado');

// A data router (one catch-all route, the app's own <Routes> inside) so that screens can block
// navigation while they hold unsaved changes (useBlocker).
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

// The installable app: the shell and, for a professor, the roll call work without a connection.
registrarServiceWorker();

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AparenciaSync />
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        {/* Sonner's own labels are English: the region and each notice's close button speak pt-BR. */}
        <Toaster
          richColors
          position="top-right"
          closeButton
          containerAriaLabel="Avisos"
          toastOptions={{ closeButtonAriaLabel: 'Fechar aviso' }}
        />
      </Suspense>
      {/* The offline roll call's sender (and the switch of the worker's data cache), when there is work for it. */}
      <SincronizacaoSePreciso />
    </QueryClientProvider>
  </StrictMode>,
);
