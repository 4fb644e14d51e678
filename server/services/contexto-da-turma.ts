import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { hoje } from '../../domain/academico/campos';
import type { CalendarioLetivo } from '../../domain/calendario';
import type { DataIso } from '../../domain/calendario/tipos';
import { geralInput } from '../../domain/schemas/geral';
import { GERAL_PADRAO } from '../../domain/settings';
import { SEGURANCA_PADRAO, segurancaSchema } from '../../domain/settings/seguranca';
import {
  alunos,
  anosLetivos,
  atribuicoes,
  configuracoes,
  configuracoesEmpresa,
  disciplinas,
  matriculas,
  turmas,
} from '../db/schema';
import { type LinhaDoCalendario, calendarioDaLinha } from './calendario';
import { geralDaRede } from './identidade';
import type { Matriculado } from './matriculados';
import { type RegrasComVersao, regrasDaLinha, regrasJson } from './regras-escolares';
import { CHAVE_SEGURANCA } from './seguranca/configuracao';
import { valorDaConfiguracao } from './setting-version';
import { travasJson } from './travas';

/**
 * A column of the class being read, qualified: inside a subquery of the select list drizzle writes a
 * column of a single-table query unqualified, and the name would then be the subquery's own column.
 */
export const colunaDaTurma = (coluna: 'id' | 'empresa_id' | 'ano_letivo'): SQL => sql`${turmas}.${sql.identifier(coluna)}`;

/** What a sheet (a roll call, a grade sheet) needs of its class's network, read with the class itself. */
export interface ContextoDaTurma {
  /** The network's today (its time zone). */
  hoje: DataIso;
  /** The network's calendar of the class's year. */
  calendario: CalendarioLetivo;
  regras: RegrasComVersao;
  /** The audit log is on (Configurações › Segurança). */
  auditoria: boolean;
}

/**
 * The select-list fields, on a query `from turmas`, that bring the class's network's settings (time
 * zone, audit switch), its calendar of the class's year and its rules in the same statement as the
 * class: what hojeNaEmpresa, carregarCalendario, regrasDaEmpresa and the audit would read one by one.
 * Inside a write's transaction they are read in it, so the write and its checks see one calendar.
 */
export function camposDoContexto() {
  const empresa = colunaDaTurma('empresa_id');
  return {
    geral: sql<unknown>`(select c.valor from ${configuracoes} c where c.chave = 'geral')`,
    geral_da_rede: sql<unknown>`(select c.valor from ${configuracoesEmpresa} c where c.empresa_id = ${empresa} and c.chave = 'geral')`,
    seguranca: sql<unknown>`(select c.valor from ${configuracoes} c where c.chave = ${CHAVE_SEGURANCA})`,
    calendario: sql<LinhaDoCalendario | null>`(select json_build_object('inicio', a.inicio, 'fim', a.fim, 'bimestres', a.bimestres, 'dias', a.dias)
      from ${anosLetivos} a where a.empresa_id = ${empresa} and a.ano = ${colunaDaTurma('ano_letivo')})`,
    regras: regrasJson(empresa),
  };
}

type LinhaDoContexto = { ano_letivo: number } & {
  [K in keyof ReturnType<typeof camposDoContexto>]: ReturnType<typeof camposDoContexto>[K]['_']['type'];
};

/** The context of camposDoContexto's fields, as the services that read them one by one would answer. */
export function lerContexto(linha: LinhaDoContexto, agora = new Date()): ContextoDaTurma {
  const geral = geralDaRede(valorDaConfiguracao(linha.geral, geralInput, GERAL_PADRAO), linha.geral_da_rede);
  return {
    hoje: hoje(agora, geral.timezone),
    calendario: calendarioDaLinha(linha.ano_letivo, linha.calendario),
    regras: regrasDaLinha(linha.regras),
    auditoria: valorDaConfiguracao(linha.seguranca, segurancaSchema, SEGURANCA_PADRAO).auditoria,
  };
}

/**
 * The select-list fields, on a query `from turmas` of the class `turma`, that a sheet of one subject (a
 * roll call, a grade sheet) reads with the class: the class itself, the subject (its name, and whether
 * the class is taught it), the closings that lock it (held FOR SHARE when `gravar`) and the students
 * enrolled now, in the sheet's order.
 */
export function camposDaTurmaNaDisciplina(turma: SQLWrapper, disciplina: SQLWrapper, gravar: boolean) {
  return {
    id: turmas.id,
    nome: turmas.nome,
    empresa_id: turmas.empresa_id,
    escola_id: turmas.escola_id,
    professor_responsavel_id: turmas.professor_responsavel_id,
    ano_letivo: turmas.ano_letivo,
    disciplina: sql<string | null>`(select ${disciplinas.nome} from ${disciplinas} where ${disciplinas.id} = ${disciplina})`,
    lecionada: sql<boolean>`exists (select 1 from ${atribuicoes} where ${atribuicoes.turma_id} = ${turma} and ${atribuicoes.disciplina_id} = ${disciplina})`,
    ...travasJson(turma, disciplina, gravar),
    alunos: sql<
      Matriculado[]
    >`coalesce((select json_agg(json_build_object('aluno_id', a.id, 'nome', a.nome, 'matricula', a.matricula,
        'usuario_id', a.usuario_id, 'data_inicio', m.data_inicio) order by a.nome, a.id)
      from ${matriculas} m join ${alunos} a on a.id = m.aluno_id where m.turma_id = ${turma} and m.status = 'ativa'), '[]')`,
  };
}
