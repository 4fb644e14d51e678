import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type pg from 'pg';
import { GERAL_PADRAO } from '../../domain/settings';
import { BACKUP_PADRAO } from '../../domain/backup';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-data';
import { BAIRROS, RUAS, nomeDaEscola, nomeDaPessoa, responsavelDe, slug } from './nomes';
import {
  CONTAS_BENCH,
  DISCIPLINAS,
  GRUPOS_DE_DISCIPLINAS,
  PROFESSORES_POR_ESCOLA,
  type Plano,
  SERIES,
  TURMAS_POR_BLOCO,
  TURMAS_POR_ESCOLA,
  tamanhoDaTurma,
  turmaDaEscola,
} from './plano';

type Coluna = readonly [nome: string, tipo: string];

/**
 * One INSERT … SELECT FROM unnest(arrays) per table: a whole table in one round trip and one
 * statement, instead of thousands of parameterised rows.
 */
async function inserir(c: pg.Client, tabela: string, colunas: readonly Coluna[], linhas: readonly unknown[][]): Promise<void> {
  for (let i = 0; i < linhas.length; i += 50_000) {
    const lote = linhas.slice(i, i + 50_000);
    const arrays = colunas.map((_, j) => lote.map((l) => l[j] ?? null));
    const nomes = colunas.map(([n]) => n).join(', ');
    const params = colunas.map(([, t], j) => `$${j + 1}::${t}[]`).join(', ');
    await c.query(`insert into ${tabela} (${nomes}) select * from unnest(${params})`, arrays);
  }
}

const DDD = '19';
const telefone = (k: number) =>
  `(${DDD}) 9${String(8000 + ((k * 7919) % 2000)).padStart(4, '0')}-${String((k * 104729) % 10000).padStart(4, '0')}`;

/**
 * The education body, schools, users, classes, subjects, assignments, students and enrolments,
 * plus unlogged helper tables (schema bench_gen) mapping ordinals to ids for the bulk steps.
 */
export async function gerarCadastros(
  c: pg.Client,
  plano: Plano,
): Promise<{ empresaId: string; alunos: number; turmas: number; professores: number }> {
  const empresaId = randomUUID();
  await c.query(
    `insert into empresas (id, nome, tipo, cnpj, email, telefone, cidade, estado, responsavel_nome)
     values ($1, 'Prefeitura Municipal de Rio Claro do Sul', 'municipio', '46123456000190', 'educacao@rioclarodosul.sp.gov.br', '(19) 3524-1000', 'Rio Claro do Sul', 'SP', 'Secretaria Municipal de Educação')`,
    [empresaId],
  );

  const escolas = Array.from({ length: plano.escolas }, (_, s) => ({ id: randomUUID(), s }));
  await inserir(
    c,
    'escolas',
    [
      ['id', 'uuid'],
      ['empresa_id', 'uuid'],
      ['nome', 'text'],
      ['codigo_inep', 'varchar'],
      ['cidade', 'text'],
      ['estado', 'varchar'],
      ['endereco', 'text'],
      ['telefone', 'text'],
    ],
    escolas.map((e) => [
      e.id,
      empresaId,
      nomeDaEscola(e.s),
      String(35000000 + e.s),
      'Rio Claro do Sul',
      'SP',
      `${RUAS[e.s % RUAS.length]}, ${100 + e.s}, ${BAIRROS[e.s % BAIRROS.length]}`,
      `(${DDD}) 3524-${String(2000 + e.s).padStart(4, '0')}`,
    ]),
  );

  // Users: one gestor per school, the professors, and the body's own account. All share one
  // password hash (hashing is deliberately slow; 3 000 of them would dominate the load).
  const hash = await hashPassword(DEMO_PASSWORD);
  const usuarios: unknown[][] = [];
  const vinculos: unknown[][] = [];
  const professores: { id: string; s: number; b: number; g: number }[] = [];
  const empresaUser = randomUUID();
  usuarios.push([empresaUser, 'Secretaria de Educação de Rio Claro do Sul', CONTAS_BENCH.empresa, 'empresa', empresaId, null]);
  for (const e of escolas) {
    const id = randomUUID();
    const p = nomeDaPessoa(900_000 + e.s);
    usuarios.push([
      id,
      p.nome,
      e.s === 0 ? CONTAS_BENCH.gestor : `${slug(p.primeiro)}.${slug(p.ultimo)}.gestao${e.s}@rioclarodosul.sp.gov.br`,
      'gestor',
      empresaId,
      telefone(e.s),
    ]);
    vinculos.push([id, e.id]);
    for (let j = 0; j < PROFESSORES_POR_ESCOLA; j++) {
      const pid = randomUUID();
      const n = e.s * PROFESSORES_POR_ESCOLA + j;
      const pp = nomeDaPessoa(500_000 + n);
      const email = n === 0 ? CONTAS_BENCH.professor : `${slug(pp.primeiro)}.${slug(pp.ultimo)}.${n}@rioclarodosul.sp.gov.br`;
      usuarios.push([pid, pp.nome, email, 'professor', empresaId, telefone(n + 7)]);
      vinculos.push([pid, e.id]);
      professores.push({ id: pid, s: e.s, b: Math.floor(j / GRUPOS_DE_DISCIPLINAS), g: j % GRUPOS_DE_DISCIPLINAS });
    }
  }
  await inserir(
    c,
    'usuarios',
    [
      ['id', 'uuid'],
      ['nome', 'text'],
      ['email', 'text'],
      ['tipo_usuario', 'text'],
      ['empresa_id', 'uuid'],
      ['telefone', 'text'],
      ['email_verificado', 'bool'],
    ],
    usuarios.map((u) => [...u, true]),
  );
  await inserir(
    c,
    'contas',
    [
      ['account_id', 'text'],
      ['provider_id', 'text'],
      ['usuario_id', 'uuid'],
      ['password', 'text'],
    ],
    usuarios.map((u) => [u[0], 'credential', u[0], hash]),
  );
  await inserir(
    c,
    'usuarios_escolas',
    [
      ['usuario_id', 'uuid'],
      ['escola_id', 'uuid'],
    ],
    vinculos,
  );
  const prof = (s: number, b: number, g: number) => professores[s * PROFESSORES_POR_ESCOLA + b * GRUPOS_DE_DISCIPLINAS + g]!;

  // Subjects: one per component and série, as the demo does.
  const disciplinas: { id: string; serie: number; c: number }[] = [];
  const discLinhas: unknown[][] = [];
  for (const serie of SERIES) {
    DISCIPLINAS.forEach((d, ci) => {
      const efetiva = serie <= 5 && 'iniciais' in d ? d.iniciais : d;
      const id = randomUUID();
      disciplinas.push({ id, serie, c: ci });
      discLinhas.push([
        id,
        empresaId,
        `${efetiva.nome} — ${serie}º Ano`,
        efetiva.codigo,
        `${serie}_ano`,
        '1_bimestre',
        efetiva.carga,
      ]);
    });
  }
  await inserir(
    c,
    'disciplinas',
    [
      ['id', 'uuid'],
      ['empresa_id', 'uuid'],
      ['nome', 'text'],
      ['disciplina', 'text'],
      ['serie_ano', 'text'],
      ['bimestre', 'text'],
      ['carga_horaria', 'int4'],
    ],
    discLinhas,
  );

  // Classes, their assignments, students and enrolments.
  const turmas: unknown[][] = [];
  const atribuicoes: unknown[][] = [];
  const alunos: unknown[][] = [];
  const responsaveis: unknown[][] = [];
  const vinculosFamilia: unknown[][] = [];
  const matriculas: unknown[][] = [];
  const mapaAlunos: unknown[][] = [];
  let k = 0;
  for (const e of escolas) {
    for (let i = 0; i < TURMAS_POR_ESCOLA; i++) {
      const t = turmaDaEscola(i);
      const b = Math.floor(i / TURMAS_POR_BLOCO);
      const turmaId = randomUUID();
      turmas.push([
        turmaId,
        empresaId,
        e.id,
        t.nome,
        `${t.serie}º Ano`,
        t.turno,
        plano.ano,
        40,
        prof(e.s, b, i % GRUPOS_DE_DISCIPLINAS).id,
      ]);
      for (const d of disciplinas.filter((x) => x.serie === t.serie))
        atribuicoes.push([empresaId, prof(e.s, b, Math.floor(d.c / 2)).id, turmaId, d.id]);
      for (let j = 0; j < tamanhoDaTurma(i); j++, k++) {
        const id = randomUUID();
        const p = nomeDaPessoa(k);
        const nasc = plano.ano - t.serie - 5 - (k % 5 === 0 ? 1 : 0);
        alunos.push([
          id,
          empresaId,
          e.id,
          `${plano.ano}${String(k + 1).padStart(6, '0')}`,
          p.nome,
          `${nasc}-${String((k % 12) + 1).padStart(2, '0')}-${String(((k * 3) % 28) + 1).padStart(2, '0')}`,
          `${RUAS[k % RUAS.length]}, ${((k * 37) % 900) + 10}, ${BAIRROS[(k * 5) % BAIRROS.length]}`,
          String(110000000000 + k * 7 + 1),
        ]);
        // The guardian as a person of the network, legal guardian of first priority (one per student,
        // as a secretaria's spreadsheet brings it): the family contact every list and report reads.
        const responsavelId = randomUUID();
        responsaveis.push([responsavelId, empresaId, responsavelDe(k, p.ultimo), telefone(k)]);
        vinculosFamilia.push([empresaId, id, responsavelId, k % 3 === 0 ? 'pai' : 'mae', true, true, true, 1]);
        matriculas.push([empresaId, id, turmaId, plano.ano, plano.inicioMatricula]);
        mapaAlunos.push([k, id, turmaId, e.id, e.s, i, t.serie]);
      }
    }
  }
  await inserir(
    c,
    'turmas',
    [
      ['id', 'uuid'],
      ['empresa_id', 'uuid'],
      ['escola_id', 'uuid'],
      ['nome', 'text'],
      ['serie', 'text'],
      ['turno', 'text'],
      ['ano_letivo', 'int4'],
      ['capacidade', 'int4'],
      ['professor_responsavel_id', 'uuid'],
    ],
    turmas,
  );
  await inserir(
    c,
    'atribuicoes',
    [
      ['empresa_id', 'uuid'],
      ['professor_id', 'uuid'],
      ['turma_id', 'uuid'],
      ['disciplina_id', 'uuid'],
    ],
    atribuicoes,
  );
  await inserir(
    c,
    'alunos',
    [
      ['id', 'uuid'],
      ['empresa_id', 'uuid'],
      ['escola_id', 'uuid'],
      ['matricula', 'text'],
      ['nome', 'text'],
      ['data_nascimento', 'date'],
      ['endereco', 'text'],
      ['codigo_inep', 'varchar'],
    ],
    alunos,
  );
  await inserir(
    c,
    'responsaveis',
    [
      ['id', 'uuid'],
      ['empresa_id', 'uuid'],
      ['nome', 'text'],
      ['telefone', 'text'],
    ],
    responsaveis,
  );
  await inserir(
    c,
    'alunos_responsaveis',
    [
      ['empresa_id', 'uuid'],
      ['aluno_id', 'uuid'],
      ['responsavel_id', 'uuid'],
      ['parentesco', 'text'],
      ['responsavel_legal', 'bool'],
      ['mora_com_aluno', 'bool'],
      ['autorizado_buscar', 'bool'],
      ['prioridade', 'int4'],
    ],
    vinculosFamilia,
  );
  await inserir(
    c,
    'matriculas',
    [
      ['empresa_id', 'uuid'],
      ['aluno_id', 'uuid'],
      ['turma_id', 'uuid'],
      ['ano_letivo', 'int4'],
      ['data_inicio', 'date'],
    ],
    matriculas,
  );
  await c.query(`insert into matricula_sequencias (empresa_id, ano, ultimo) values ($1, $2, $3)`, [empresaId, plano.ano, k]);

  // Settings: the body's year, and no automatic backup — a server started by the benchmark
  // must not spend minutes archiving gigabytes in the middle of a measurement.
  await c.query(
    `insert into configuracoes (chave, valor) values ('geral', $1), ('backup', $2) on conflict (chave) do update set valor = excluded.valor`,
    [
      JSON.stringify({ ...GERAL_PADRAO, nomeInstituicao: 'Rede Municipal de Ensino de Rio Claro do Sul', anoLetivo: plano.ano }),
      JSON.stringify({ ...BACKUP_PADRAO, automatico: false }),
    ],
  );

  // Ordinal → id maps for the set-based steps (dropped at the end of the generation).
  await c.query(`drop schema if exists bench_gen cascade; create schema bench_gen`);
  await c.query(`create unlogged table bench_gen.aluno (k int, id uuid, turma_id uuid, escola_id uuid, s int, i int, serie int)`);
  await c.query(`create unlogged table bench_gen.disc (serie int, c int, id uuid)`);
  await c.query(`create unlogged table bench_gen.prof (s int, b int, g int, id uuid)`);
  await inserir(
    c,
    'bench_gen.aluno',
    [
      ['k', 'int4'],
      ['id', 'uuid'],
      ['turma_id', 'uuid'],
      ['escola_id', 'uuid'],
      ['s', 'int4'],
      ['i', 'int4'],
      ['serie', 'int4'],
    ],
    mapaAlunos,
  );
  await inserir(
    c,
    'bench_gen.disc',
    [
      ['serie', 'int4'],
      ['c', 'int4'],
      ['id', 'uuid'],
    ],
    disciplinas.map((d) => [d.serie, d.c, d.id]),
  );
  await inserir(
    c,
    'bench_gen.prof',
    [
      ['s', 'int4'],
      ['b', 'int4'],
      ['g', 'int4'],
      ['id', 'uuid'],
    ],
    professores.map((p) => [p.s, p.b, p.g, p.id]),
  );
  return { empresaId, alunos: k, turmas: turmas.length, professores: professores.length };
}
