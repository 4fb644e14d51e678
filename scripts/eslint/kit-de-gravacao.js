/**
 * The write path has one toolkit (server/lib/gravacao.ts and server/services/auditoria.ts); a route
 * that compares versions, reads PostgreSQL error codes or builds an audit record by hand drifts
 * from the others (precision of versions, codes wrapped by drizzle, which actor and IP are kept).
 */
const CODIGOS_PG = new Set(['23505', '23503']);
const VERSAO_A_MAO = "date_trunc('milliseconds'";

/** `z.string().nullable()` and the like: a chain of calls that starts at `z`. */
function ehEsquemaZod(node) {
  let n = node;
  while (n.type === 'CallExpression' || n.type === 'MemberExpression') n = n.type === 'CallExpression' ? n.callee : n.object;
  return n.type === 'Identifier' && n.name === 'z';
}

export const kitDeGravacao = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      versao:
        'Versão comparada ou avançada à mão: use versaoConfere, proximaVersao, versaoInicial ou versaoDe de server/lib/gravacao.ts.',
      codigoPg: 'Código de erro do PostgreSQL à mão: use isUniqueViolation ou isForeignKeyViolation de server/lib/gravacao.ts.',
      auditoria:
        'Registro de auditoria montado à mão: use auditar(db, request, { acao, entidade, entidade_id, antes, depois }) de server/services/auditoria.ts (autoria(request, usuario) para outro usuário).',
    },
  },
  create(context) {
    const texto = (node, valor) => {
      if (valor.includes(VERSAO_A_MAO)) context.report({ node, messageId: 'versao' });
    };
    return {
      Literal(node) {
        if (typeof node.value !== 'string') return;
        if (CODIGOS_PG.has(node.value)) context.report({ node, messageId: 'codigoPg' });
        texto(node, node.value);
      },
      TemplateElement(node) {
        texto(node, node.value.cooked ?? node.value.raw);
      },
      // A response schema may name the column (usuario_email: z.string()…); a record built by hand gives it a value.
      'ObjectExpression > Property'(node) {
        const chave = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (chave === 'usuario_email' && !ehEsquemaZod(node.value)) context.report({ node, messageId: 'auditoria' });
      },
    };
  },
};
