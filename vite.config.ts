import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';

const root = fileURLToPath(new URL('./app', import.meta.url));
const API_TARGET = 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), estilosDoSonnerEmArquivo(), travaDeRolagemSemStyle(), listaDoServiceWorker(), preComprimir()],
  build: {
    // GESTAO_DIST_DIR, as the server and scripts/orcamento-js.mjs read it (--outDir still wins).
    outDir: process.env.GESTAO_DIST_DIR
      ? path.resolve(process.env.GESTAO_DIST_DIR)
      : fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads, for scripts/orcamento-js.mjs.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': {
        target: API_TARGET,
        // The browser only ever talks to the dev server, so its requests are same-origin; the
        // API's cross-site guard expects its own origin, which the proxy therefore presents.
        configure: (proxy) => {
          proxy.on('proxyReq', (request) => {
            if (request.getHeader('origin')) request.setHeader('origin', API_TARGET);
          });
        },
      },
    },
  },
});

/**
 * sonner (the toasts) writes its CSS into a <style> element at start, which the
 * Content-Security-Policy (style-src 'self') refuses. Its own stylesheet goes into the bundle's
 * CSS file instead, and the injection is turned off.
 */
function estilosDoSonnerEmArquivo(): Plugin {
  return {
    name: 'gestao:sonner-sem-style-inline',
    transform(code, id) {
      if (!/[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
      const injecao = 'function __insertCSS(code) {';
      // A new sonner that injects differently must not silently break the page's CSP.
      if (!code.includes(injecao))
        this.error('sonner mudou a forma de injetar seu CSS: revise estilosDoSonnerEmArquivo (vite.config.ts).');
      return { code: `import './styles.css';\n${code.replace(injecao, `${injecao} return;`)}`, map: null };
    },
  };
}

/**
 * The scroll lock of Radix dialogs and menus (react-remove-scroll, through react-style-singleton)
 * writes its rules into a <style> element, which the CSP refuses. The same rules are inserted
 * through the CSSOM (which style-src does not govern) into the app's own stylesheet, and taken
 * out again when the last user lets go: the same add/remove counting as the original.
 */
function travaDeRolagemSemStyle(): Plugin {
  const SINGLETON = `function folhaDaOrigem() {
  for (var i = 0; i < document.styleSheets.length; i++) {
    var folha = document.styleSheets[i];
    try {
      if (folha.href && new URL(folha.href).origin === location.origin && folha.cssRules) return folha;
    } catch (e) {
      // A stylesheet of another origin cannot be read: skip it.
    }
  }
  return null;
}
export var stylesheetSingleton = function () {
  var counter = 0;
  var folha = null;
  var regras = [];
  return {
    add: function (style) {
      if (counter == 0 && typeof document !== 'undefined' && (folha = folhaDaOrigem())) {
        var lidas = new CSSStyleSheet();
        lidas.replaceSync(style);
        for (var i = 0; i < lidas.cssRules.length; i++) {
          regras.push(folha.cssRules[folha.insertRule(lidas.cssRules[i].cssText, folha.cssRules.length)]);
        }
      }
      counter++;
    },
    remove: function () {
      counter--;
      if (!counter && folha) {
        for (var j = 0; j < regras.length; j++) {
          var k = Array.prototype.indexOf.call(folha.cssRules, regras[j]);
          if (k >= 0) folha.deleteRule(k);
        }
        regras = [];
        folha = null;
      }
    },
  };
};
`;
  return {
    name: 'gestao:trava-de-rolagem-sem-style-inline',
    transform(code, id) {
      if (!/[\\/]react-style-singleton[\\/]dist[\\/]es2015[\\/]singleton\.js$/.test(id)) return null;
      if (!code.includes('export var stylesheetSingleton') || !code.includes("createElement('style')")) {
        this.error('react-style-singleton mudou: revise travaDeRolagemSemStyle (vite.config.ts).');
      }
      return { code: SINGLETON, map: null };
    },
  };
}

/**
 * The service worker (app/public/sw.js, hand-written: see its header) precaches the app shell: this
 * writes into the built copy the list of files to keep (index.html, the hashed assets, the icons,
 * never the compressed twins) and a version made of their names, so each build installs a new worker
 * that drops the old shell. writeBundle runs before preComprimir's closeBundle, which then compresses
 * the final file.
 */
function listaDoServiceWorker(): Plugin {
  let outDir = '';
  return {
    name: 'gestao:lista-do-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const sw = path.join(outDir, 'sw.js');
      const fonte = fs.readFileSync(sw, 'utf8');
      const arquivos = fs
        .readdirSync(outDir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && !/\.(br|gz|map)$/.test(e.name) && !e.parentPath.includes(`${path.sep}.vite`))
        .map((e) => `/${path.relative(outDir, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`)
        .filter((url) => url !== '/sw.js')
        .sort();
      const versao = crypto.createHash('sha256').update(arquivos.join('\n')).digest('hex').slice(0, 12);
      const marcas = ["const VERSAO = 'dev';", 'const PRECACHE = [];'];
      if (!marcas.every((m) => fonte.includes(m)))
        this.error('app/public/sw.js mudou: revise listaDoServiceWorker (vite.config.ts).');
      fs.writeFileSync(
        sw,
        fonte
          .replace(marcas[0]!, `const VERSAO = '${versao}';`)
          .replace(marcas[1]!, `const PRECACHE = ${JSON.stringify(arquivos)};`),
      );
    },
  };
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const COMPRIMIVEIS = /\.(js|css|html|svg|json|txt|ico|webmanifest)$/;

/**
 * Writes a .br and a .gz beside each text file of the build, at the highest levels (the work is
 * done once here, not per request); the server sends the one the browser accepts
 * (@fastify/static preCompressed). A twin that would not be smaller is not written.
 */
function preComprimir(): Plugin {
  let outDir = '';
  return {
    name: 'gestao:pre-comprimir',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const arquivos = fs
        .readdirSync(outDir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && COMPRIMIVEIS.test(e.name) && !e.parentPath.includes(`${path.sep}.vite`))
        .map((e) => path.join(e.parentPath, e.name));
      await Promise.all(
        arquivos.map(async (arquivo) => {
          const dados = fs.readFileSync(arquivo);
          const [br, gz] = await Promise.all([
            brotli(dados, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: dados.length,
              },
            }),
            gzip(dados, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < dados.length) fs.writeFileSync(`${arquivo}.br`, br);
          if (gz.length < dados.length) fs.writeFileSync(`${arquivo}.gz`, gz);
        }),
      );
    },
  };
}
