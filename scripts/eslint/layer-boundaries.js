import path from 'node:path';

/**
 * The layering of ARCHITECTURE.md as a lint rule: domain/ imports nothing from app/ or server/;
 * app/ never imports server/; a feature never imports another feature; a route folder never
 * imports another route folder (what two resources share is a policy, a service, a presenter or
 * a lib, where the next reader looks for it).
 */
const root = path.resolve(import.meta.dirname, '..', '..');

function area(file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === 'app' && rel[1] === 'features') return { top: 'app', feature: rel[2] };
  if (rel[0] === 'server' && rel[1] === 'routes' && rel.length > 3) return { top: 'server', rota: rel[2] };
  return { top: rel[0], feature: null };
}

export const layerBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      forbidden: '{{from}} não pode importar de {{to}} (veja ARCHITECTURE.md, Layout).',
      rotaImportaRota:
        'server/routes/{{from}} não pode importar de server/routes/{{to}}: uma pasta de rota não importa outra. O que as duas ' +
        'compartilham vai para server/policies (quem pode o quê), server/services, server/presenters ou server/lib.',
    },
  },
  create(context) {
    const from = area(context.filename);
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = area(path.resolve(path.dirname(context.filename), source));
      if (from.rota && to.rota && from.rota !== to.rota) {
        context.report({ node, messageId: 'rotaImportaRota', data: { from: from.rota, to: to.rota } });
        return;
      }
      const forbidden =
        (from.top === 'domain' && (to.top === 'app' || to.top === 'server')) ||
        (from.top === 'app' && to.top === 'server') ||
        (from.feature && to.feature && from.feature !== to.feature);
      if (forbidden) {
        const label = (a) => (a.feature ? `app/features/${a.feature}` : `${a.top}/`);
        context.report({ node, messageId: 'forbidden', data: { from: label(from), to: label(to) } });
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
