import { eq } from 'drizzle-orm';
import { parametrosRelatorio } from '../../../domain/schemas/relatorio';
import type { Db } from '../../db/client';
import { usuarios } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { auditar, autoriaDe } from '../auditoria';
import { carregarIdentidadeDoDocumento, dataHoraNaRede } from '../documentos/identidade';
import { nomeDeArquivo } from '../documentos/download';
import { notify } from '../notify';
import type { Armazenamento } from '../storage';
import { RelatorioRecusado, alcanceDoSolicitante, alvoDoRelatorio } from '../../policies/relatorios';
import { type Job, chaveDoArquivo, concluir, falhar, registrarProgresso } from './fila';
import { GERADORES } from './geradores';
import { relatorioEmPdf, relatorioEmPlanilha } from './geradores/saida';

export interface Registro {
  error(obj: unknown, msg: string): void;
}

/** The job was deleted while being built: nothing to finish. */
class JobRemovido extends Error {}

const FALHA = 'Não foi possível gerar o relatório. Tente novamente.';

/**
 * Builds one leased job: the requester's scope is computed again (it may have changed since the
 * request), the type's generator reads only that, the file goes to the reports storage under the
 * job's own key, and the requester is notified. Generation is audited like a download.
 */
export async function gerarRelatorio(db: Db, armazenamento: Armazenamento, job: Job, log: Registro): Promise<void> {
  const [solicitante] = await db
    .select({ id: usuarios.id, email: usuarios.email })
    .from(usuarios)
    .where(eq(usuarios.id, job.solicitante_id));
  try {
    const alcance = await alcanceDoSolicitante(db, job.solicitante_id, job.empresa_id);
    const parametros = parametrosRelatorio.parse(job.parametros);
    const alvo = await alvoDoRelatorio(db, alcance, parametros).catch((err: unknown) => {
      if (err instanceof AppError) throw new RelatorioRecusado('A escola ou a turma do relatório não está mais no seu escopo.');
      throw err;
    });
    const progresso = async (p: number) => {
      // Gathering the data is 90% of the job; writing the file the rest.
      if (!(await registrarProgresso(db, job.id, p * 0.9))) throw new JobRemovido();
    };
    const conteudo = await GERADORES[job.tipo]({ db, alcance, alvo, parametros, progresso });
    const identidade = await carregarIdentidadeDoDocumento(db, armazenamento.arquivos, alcance.scope.empresa_id);
    const dados =
      job.formato === 'pdf'
        ? await relatorioEmPdf(job.titulo, conteudo, identidade, dataHoraNaRede(new Date(), identidade.fuso))
        : await relatorioEmPlanilha(conteudo);
    await progresso(100);
    const chave = chaveDoArquivo(job);
    const { tamanho } = await armazenamento.relatorios.put(chave, dados);
    if (!(await concluir(db, job.id, { chave, nome: `${nomeDeArquivo(job.titulo)}.${job.formato}`, tamanho }))) {
      await armazenamento.relatorios.remove(chave);
      return;
    }
    await auditar(
      db,
      { ...autoriaDe(solicitante ?? null, null), log },
      {
        acao: 'gerar',
        entidade: 'relatorio',
        entidade_id: job.id,
        depois: { tipo: job.tipo, formato: job.formato, parametros, tamanho },
      },
    );
    await notify(db, [job.solicitante_id], {
      evento: 'relatorios',
      titulo: 'Relatório gerado',
      mensagem: `${job.titulo} está pronto para baixar.`,
      tipo: 'success',
      link: '/relatorios',
    });
  } catch (err) {
    if (err instanceof JobRemovido) return;
    const recusado = err instanceof RelatorioRecusado;
    if (!recusado) log.error(err, 'falha ao gerar relatório');
    const mensagem = recusado ? err.message : FALHA;
    if (await falhar(db, job, mensagem, recusado)) {
      await notify(db, [job.solicitante_id], {
        evento: 'relatorios',
        titulo: 'Relatório não gerado',
        mensagem: `${job.titulo}: ${mensagem}`,
        tipo: 'error',
        link: '/relatorios',
      });
    }
  }
}
