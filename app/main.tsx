import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { Toaster } from 'sonner';
import { App } from './App';
import { AparenciaSync } from './lib/aparencia';
import { queryClient } from './lib/query-client';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root não encontrado');

// A data router (one catch-all route, the app's own <Routes> inside) so that screens can block
// navigation while they hold unsaved changes (useBlocker).
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AparenciaSync />
      <RouterProvider router={router} />
      <Toaster richColors position="top-right" closeButton />
    </QueryClientProvider>
  </StrictMode>,
);
