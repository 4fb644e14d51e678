import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/client';

/**
 * Migration 0017 turns each student's free-text responsável (and its phone) into a guardian person linked
 * to the student, and 0018 drops the old columns: a database migrated up to 0016, with students in every
 * shape the old fields allowed, is migrated to the end and nothing typed is lost.
 */

const ATE = 16;
let pasta: string;
let cliente: PGlite;

/** The migrations folder as it was at migration `ate` (the journal cut there; the SQL files are only read through it). */
function migracoesAte(ate: number): string {
  const destino = fs.mkdtempSync(path.join(os.tmpdir(), 'migracoes-'));
  fs.cpSync(MIGRATIONS_DIR, destino, { recursive: true });
  const diario = path.join(destino, 'meta', '_journal.json');
  const j = JSON.parse(fs.readFileSync(diario, 'utf8')) as { entries: { idx: number }[] };
  fs.writeFileSync(diario, JSON.stringify({ ...j, entries: j.entries.filter((e) => e.idx <= ate) }));
  return destino;
}

interface Linha {
  [coluna: string]: unknown;
}
const linhas = async (consulta: string, valores: unknown[] = []) => (await cliente.query<Linha>(consulta, valores)).rows;

const ALUNOS = [
  { matricula: 'A1', responsavel: 'Maria das Graças Silva', telefone_responsavel: '(35) 99999-1111' },
  { matricula: 'A2', responsavel: '  José Pereira  ', telefone_responsavel: null },
  // Only the phone: the person is kept, with a name that says it was not typed.
  { matricula: 'A3', responsavel: '', telefone_responsavel: '(35) 3421-0000' },
  // Nothing: no guardian.
  { matricula: 'A4', responsavel: null, telefone_responsavel: '   ' },
  // The same text for two siblings: two people, as a name alone does not say it is one.
  { matricula: 'A5', responsavel: 'Maria das Graças Silva', telefone_responsavel: '(35) 99999-1111' },
];

beforeAll(async () => {
  pasta = migracoesAte(ATE);
  cliente = await PGlite.create();
  const db = drizzle({ client: cliente });
  await migrate(db, { migrationsFolder: pasta });
  const [empresa] = await linhas(`insert into empresas (nome, tipo) values ('Rede da Migração', 'municipio') returning id`);
  const [escola] = await linhas(`insert into escolas (empresa_id, nome) values ($1, 'Escola da Migração') returning id`, [
    empresa!.id,
  ]);
  for (const a of ALUNOS)
    await linhas(
      `insert into alunos (empresa_id, escola_id, matricula, nome, responsavel, telefone_responsavel) values ($1, $2, $3, $4, $5, $6)`,
      [empresa!.id, escola!.id, a.matricula, `Aluno ${a.matricula}`, a.responsavel, a.telefone_responsavel],
    );
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
});

afterAll(async () => {
  await cliente?.close();
  fs.rmSync(pasta, { recursive: true, force: true });
});

describe('migração dos responsáveis em texto para pessoas (0017, 0018)', () => {
  it('cada responsável ou telefone digitado vira uma pessoa vinculada como responsável legal de prioridade 1', async () => {
    const migrados = await linhas(
      `select a.matricula, r.nome, r.telefone, r.cpf, r.empresa_id = a.empresa_id as mesma_rede,
              ar.parentesco, ar.responsavel_legal, ar.prioridade, ar.empresa_id = a.empresa_id as vinculo_na_rede
         from alunos a
         left join alunos_responsaveis ar on ar.aluno_id = a.id
         left join responsaveis r on r.id = ar.responsavel_id
        order by a.matricula`,
    );
    const vinculo = {
      cpf: null,
      mesma_rede: true,
      parentesco: 'nao_informado',
      responsavel_legal: true,
      prioridade: 1,
      vinculo_na_rede: true,
    };
    expect(migrados).toEqual([
      { matricula: 'A1', nome: 'Maria das Graças Silva', telefone: '(35) 99999-1111', ...vinculo },
      { matricula: 'A2', nome: 'José Pereira', telefone: null, ...vinculo },
      { matricula: 'A3', nome: 'Responsável (nome não informado)', telefone: '(35) 3421-0000', ...vinculo },
      {
        matricula: 'A4',
        nome: null,
        telefone: null,
        cpf: null,
        mesma_rede: null,
        parentesco: null,
        responsavel_legal: null,
        prioridade: null,
        vinculo_na_rede: null,
      },
      { matricula: 'A5', nome: 'Maria das Graças Silva', telefone: '(35) 99999-1111', ...vinculo },
    ]);
    const [{ pessoas }] = (await linhas(`select count(*)::int as pessoas from responsaveis`)) as [{ pessoas: number }];
    expect(pessoas).toBe(4);
  });

  it('as colunas de texto saem da tabela de alunos', async () => {
    const colunas = await linhas(
      `select column_name from information_schema.columns where table_name = 'alunos' and column_name in ('responsavel', 'telefone_responsavel')`,
    );
    expect(colunas).toEqual([]);
  });
});
