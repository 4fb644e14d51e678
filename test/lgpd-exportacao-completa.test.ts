import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../server/db/raw';
import { pendencias } from '../server/db/schema';
import { ident } from '../server/services/backup/catalog';
import type { ExportacaoDoTitular } from '../server/services/privacidade/titular-exportacao';
import { prepararApi } from './api';
import { FICHA, PESSOAIS, RESPONSAVEL, SENSIVEIS, cenarioDoTitular } from './lgpd-titular';
import { PNG_1X1 } from './multipart';

const api = prepararApi();
/** Written only when the student is anonymised, and then the student has no export any more. */
const SO_DEPOIS_DA_ANONIMIZACAO = ['documentos_selados'];
let cenario: Awaited<ReturnType<typeof cenarioDoTitular>>;
let exportacao: ExportacaoDoTitular;
/** A pendency of another student of the class that names the student: not its row, but its data. */
let deOutroAluno: string;

beforeAll(async () => {
  cenario = await cenarioDoTitular(api);
  const [p] = await api.db
    .insert(pendencias)
    .values({
      empresa_id: cenario.empresa_id,
      escola_id: api.ids.principal,
      turma_id: cenario.turma.id,
      aluno_id: cenario.alunos.aprovado,
      titulo: 'Conflito em sala',
      descricao: `Discutiu com ${PESSOAIS.nome} durante a aula`,
      data_vencimento: `${cenario.turma.ano_letivo}-11-30`,
    })
    .returning({ id: pendencias.id });
  deOutroAluno = p!.id;
  const res = await api.enviar('GET', `/api/alunos/${cenario.alunoId}/dados-pessoais`, 'empresa');
  expect(res.statusCode, res.body).toBe(200);
  exportacao = JSON.parse(res.body) as ExportacaoDoTitular;
});

/**
 * The export checked against the database itself, not against the export's own list: every foreign
 * key to alunos or usuarios is read from the catalog, the student's rows counted through it, and the
 * export must carry each of them. A table added with such a key, and not exported, fails here.
 */
describe('exportação dos dados do titular contra as chaves estrangeiras do banco', () => {
  it('traz, para cada chave estrangeira para o aluno ou a conta dele, todas as linhas que a usam', async () => {
    const chaves = await queryRows<{ tabela: string; coluna: string; referencia: string }>(
      api.db,
      sql`select cl.relname as tabela, a.attname as coluna, rf.relname as referencia
          from pg_constraint c
          join pg_class cl on cl.oid = c.conrelid
          join pg_class rf on rf.oid = c.confrelid
          join pg_namespace n on n.oid = cl.relnamespace
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          where c.contype = 'f' and n.nspname = 'public' and rf.relname in ('alunos', 'usuarios')
          order by 1, 2`,
    );
    expect(chaves.length).toBeGreaterThan(20);
    const faltando: string[] = [];
    const semLinhas: string[] = [];
    for (const c of chaves) {
      const id = c.referencia === 'alunos' ? cenario.alunoId : cenario.usuarioId;
      const [{ n }] = (await queryRows<{ n: number }>(
        api.db,
        sql`select count(*)::int as n from ${sql.raw(ident(c.tabela))} where ${sql.raw(ident(c.coluna))} = ${id}`,
      )) as [{ n: number }];
      const exportadas = (exportacao.tabelas[c.tabela] ?? []).filter((l) => l[c.coluna] === id).length;
      if (exportadas !== n) faltando.push(`${c.tabela}.${c.coluna}: ${n} no banco, ${exportadas} na exportação`);
      if (c.referencia === 'alunos' && n === 0 && !SO_DEPOIS_DA_ANONIMIZACAO.includes(c.tabela))
        semLinhas.push(`${c.tabela}.${c.coluna}`);
    }
    expect(faltando).toEqual([]);
    // The scenario gives every table that refers to a student at least one row, or the check above proves nothing for it.
    expect(semLinhas, 'tabelas sem linha do aluno no cenário do teste (test/lgpd-titular.ts)').toEqual([]);
  });

  it('traz o cadastro, a conta, as referências sem chave e o arquivo da foto; nunca as credenciais', () => {
    expect(exportacao.titular).toMatchObject({ aluno_id: cenario.alunoId, nome: PESSOAIS.nome, usuario_id: cenario.usuarioId });
    expect(exportacao.tabelas.alunos!.find((a) => a.id === cenario.alunoId)).toMatchObject({
      nome: PESSOAIS.nome,
      data_nascimento: PESSOAIS.data_nascimento,
    });
    expect(exportacao.tabelas.usuarios![0]).toMatchObject({ email: PESSOAIS.email });
    // The audit entry of the edit that typed the data in (no foreign key: the id is in entidade_id).
    expect(exportacao.tabelas.auditoria!.some((l) => l.entidade === 'aluno' && l.acao === 'atualizar')).toBe(true);
    // A staff member's notification pointing at the student (link), the SMS to the guardian, the staff's read.
    expect(exportacao.tabelas.notificacoes!.some((l) => l.usuario_id === cenario.professorId)).toBe(true);
    expect(exportacao.tabelas.caixa_saida!.some((l) => l.para === RESPONSAVEL.telefone)).toBe(true);
    expect(exportacao.tabelas.acessos_dados_pessoais!.some((l) => l.recurso === 'ficha_aluno')).toBe(true);
    expect(exportacao.tabelas.frequencias!.some((l) => l.observacoes === PESSOAIS.saude)).toBe(true);

    expect(exportacao.tabelas.sessoes!.length).toBeGreaterThan(0);
    for (const s of exportacao.tabelas.sessoes!) expect(s.token).toBe('[omitido por segurança]');
    for (const c of exportacao.tabelas.contas!) expect(c.password).toBe('[omitido por segurança]');
    expect(JSON.stringify(exportacao)).not.toMatch(/gestao\.session_token|\$argon|scrypt/);

    expect(exportacao.arquivos).toHaveLength(1);
    expect(Buffer.from(exportacao.arquivos[0]!.conteudo_base64, 'base64').equals(PNG_1X1)).toBe(true);
    expect(exportacao.compartilhamentos.map((c) => c.destinatario)).toContain('INEP — Censo Escolar (Educacenso)');
  });

  it('traz toda a ficha: os campos novos do cadastro, a parte sensível e os responsáveis como pessoas, com o vínculo', () => {
    expect(exportacao.tabelas.alunos!.find((a) => a.id === cenario.alunoId)).toMatchObject(FICHA);
    expect(exportacao.tabelas.alunos_dados_sensiveis).toEqual([expect.objectContaining(SENSIVEIS)]);
    expect(exportacao.tabelas.responsaveis).toEqual([expect.objectContaining(RESPONSAVEL)]);
    expect(exportacao.tabelas.alunos_responsaveis).toEqual([
      expect.objectContaining({ aluno_id: cenario.alunoId, parentesco: 'pai', responsavel_legal: true, prioridade: 1 }),
    ]);
    expect(exportacao.categorias.responsaveis).toBe('cadastro');
  });

  it('traz o texto de outros registros da rede que nomeia o aluno: a mesma lista que a anonimização revisa', async () => {
    expect(exportacao.mencoes).toContainEqual({
      id: `pendencias:${deOutroAluno}:descricao`,
      tabela: 'pendencias',
      rotulo: 'Pendência — descrição',
      trecho: `Discutiu com ${PESSOAIS.nome} durante a aula`,
    });
    // The other student's pendency is not one of the student's rows: only the passage that names it.
    expect((exportacao.tabelas.pendencias ?? []).map((l) => l.id)).not.toContain(deOutroAluno);
    const revisao = await api.json(`/api/alunos/${cenario.alunoId}/anonimizacao/mencoes`, 'empresa');
    expect(exportacao.mencoes).toEqual(revisao.itens);
  });
});
