/**
 * Zod 4 compiles object schemas into functions with `new Function` (and probes for it when the first schema is built):
 * under the app's CSP (no 'unsafe-eval') every page then logged a script-src report. Jitless parsing is a little slower
 * and needs no eval. Zod keeps its configuration on `globalThis.__zod_globalConfig` (zod/v4/core/core.js) and adopts an
 * object already there, so setting it before any schema module loads needs no import of zod in the entry (3 kB that
 * /login does not use). Imported first in main.tsx; e2e/deslizes.spec.ts fails if a page logs the CSP report again.
 */
const comZod = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
comZod.__zod_globalConfig = { ...comZod.__zod_globalConfig, jitless: true };

export {};
