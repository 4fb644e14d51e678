import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The interface runs only code and styles from its own origin: no inline script (the theme
 * script that runs before the first paint is a file, app/public/tema-inicial.js), no plugin
 * objects, no <base> hijack, no framing. Images may also be data: (the 2FA QR code) or blob:
 * (a chosen photo previewed before upload).
 */
const CSP_INTERFACE = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** API answers are data, never a page: a file opened straight from /api (an uploaded SVG) runs nothing. */
const CSP_API = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** Features the app never uses, switched off for it and anything it might embed. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** One year, and only over https: a browser that saw it will not try plain http on this host. */
const HSTS = 'max-age=31536000';

/** Security headers on every response. The API documentation (/api/docs) brings its own CSP. */
export const cabecalhosPlugin = fp(async (app: FastifyInstance, opts: { baseUrl: string }) => {
  const https = opts.baseUrl.startsWith('https:');
  // Callback-style: nothing is awaited, and this runs on every response.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (https) reply.header('strict-transport-security', HSTS);
    const api = request.url.startsWith('/api/');
    // A route that sets its own policy keeps it (an uploaded file: server/routes/arquivos).
    if (!reply.hasHeader('content-security-policy') && !request.url.startsWith('/api/docs')) {
      reply.header('content-security-policy', api ? CSP_API : CSP_INTERFACE);
    }
    // Personal data must not linger in shared caches or the browser's disk cache.
    if (api && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
});
