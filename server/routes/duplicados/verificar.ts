import { and, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verificarDuplicadosInput, verificarDuplicadosResposta } from '../../../domain/schemas/duplicado';
import type { Db } from '../../db/client';
import { alunos } from '../../db/schema';
import { carregarAlcance, escolaNoAlcance } from '../../policies/alcance';
import { alunosNoEscopo } from '../../policies/alunos';
import { actorOf } from '../../plugins/access';
import { dadosPessoais } from '../../plugins/registro-de-acessos';
import { procurarDuplicados } from '../../services/duplicados/procurar';
import { rejectInvalid } from '../../lib/validacao';

/** The duplicate check of the student form: what is typed so far against the network's records. */
export const duplicadosVerificarRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post('/api/alunos/duplicados/verificar', {
    config: {
      access: ['alunos', 'ler'],
      dadosPessoais: dadosPessoais('duplicados', (r: { duplicados: { aluno_id: string | null }[] }) =>
        r.duplicados.map((d) => d.aluno_id),
      ),
    },
    attachValidation: true,
    schema: {
      tags: ['alunos'],
      summary:
        'Verifica se os dados digitados de um aluno (nome, nascimento, filiação, CPF, NIS, INEP, certidão) já existem na rede: cada registro parecido com o grau (certo, muito provável, possível) e o motivo. Um registro fora do escopo de quem pergunta (outra escola, para o gestor) vem só como existente, sem nome, matrícula nem escola',
      body: verificarDuplicadosInput,
      response: { 200: verificarDuplicadosResposta },
    },
    handler: async (request) => {
      rejectInvalid(request);
      const a = await carregarAlcance(db, actorOf(request));
      const { aluno_id, escola_id, ...dados } = request.body;
      const empresaId = escola_id ? (await escolaNoAlcance(db, a, escola_id)).empresa_id : a.actor.empresa_id;
      // Nothing to compare yet: the rules need a document, or a name with a birth date.
      const temDocumento = dados.cpf || dados.nis || dados.codigo_inep || dados.certidao_nascimento;
      if (!empresaId || (!temDocumento && !(dados.nome && dados.data_nascimento))) return { duplicados: [] };

      const [achados = []] = await procurarDuplicados(db, empresaId, [dados], { ignorar: aluno_id ? [aluno_id] : [] });
      const ids = achados.map((d) => d.aluno_id);
      const noEscopo = new Set(
        ids.length
          ? (
              await db
                .select({ id: alunos.id })
                .from(alunos)
                .where(and(inArray(alunos.id, ids), alunosNoEscopo(a.scope)))
            ).map((l) => l.id)
          : [],
      );
      return {
        duplicados: achados.map((d) =>
          noEscopo.has(d.aluno_id)
            ? { no_escopo: true, ...d }
            : {
                no_escopo: false,
                aluno_id: null,
                nome: null,
                matricula: null,
                escola_id: null,
                escola_nome: null,
                grau: d.grau,
                motivo: d.motivo,
              },
        ),
      };
    },
  });
};
