import { and, eq } from 'drizzle-orm';
import {
  acessosDadosPessoais,
  alunos,
  avaliacoes,
  avaliacoesResultados,
  caixaSaida,
  fechamentosBimestrais,
  fechamentosSnapshots,
  frequencias,
  notificacoes,
  pendencias,
  recuperacoesFinais,
  solicitacoesTitulares,
} from '../server/db/schema';
import { createUser } from '../server/services/create-user';
import type { Api } from './api';
import { cenarioConselho } from './matrix/rows/conselhos-ata';
import { PNG_1X1 } from './multipart';

/**
 * The personal data of the student the LGPD tests follow: values no demo row has, so a search for
 * any of them finds this student's copies and nothing else.
 */
export const PESSOAIS = {
  nome: 'Heloísa Quintanilha Barbosa',
  email: 'heloisa.quintanilha@familia-teste.br',
  telefone: '(35) 98877-6655',
  data_nascimento: '2013-07-19',
  endereco: 'Rua das Acácias Floridas, 742',
  responsavel: 'Marcondes Quintanilha Barbosa',
  telefone_responsavel: '(35) 97766-5544',
  codigo_inep: '987654321012',
  /** A health note typed in a roll call's observation. */
  saude: 'Asma crônica: usa bombinha no recreio',
} as const;

/**
 * A student with a full school life in a demo school's class: a finished year (grades, attendance
 * totals, closings, final results, the final council's decision), a daily roll-call mark with a
 * health note, an assessment score, a recuperação, a pendency, a boletim issued, a sign-in account
 * with a profile photo, a notification and an SMS to its account, a data-subject request by the
 * guardian and a staff member's read of the record — every table that refers to a student gets a row.
 * The personal data goes in through the API, so the audit log holds its copies as in production.
 */
export async function cenarioDoTitular(api: Api, escolaId = api.ids.principal) {
  const admin = await api.sessao('admin');
  const s = await cenarioConselho(api.t, escolaId, { bimestre: null, admin });
  const alunoId = s.alunos.reprovado;
  const db = api.db;
  const empresaId = s.empresa_id;
  const usuario = await createUser(db, {
    nome: PESSOAIS.nome,
    email: PESSOAIS.email,
    senha: 'Chave-Segura-2026',
    tipo_usuario: 'aluno',
    empresa_id: empresaId,
  });
  const [atual] = await db.select().from(alunos).where(eq(alunos.id, alunoId));
  const { saude: _saude, ...cadastro } = PESSOAIS;
  const res = await api.enviar('PUT', `/api/alunos/${alunoId}`, 'admin', {
    ...cadastro,
    status: 'ativo',
    usuario_id: usuario.id,
    turma_id: null,
    updated_at: atual!.updated_at.toISOString(),
  });
  if (res.statusCode !== 200) throw new Error(`aluno: ${res.statusCode} ${res.body}`);

  const sessaoDoAluno = await api.entrar(PESSOAIS.email, 'Chave-Segura-2026');
  const foto = await api.enviarArquivos('/api/perfil/foto', sessaoDoAluno, {
    arquivos: [{ campo: 'arquivo', nome: 'heloisa.png', tipo: 'image/png', dados: PNG_1X1 }],
  });
  if (foto.statusCode !== 200) throw new Error(`foto: ${foto.statusCode} ${foto.body}`);

  const linha = { empresa_id: empresaId, escola_id: escolaId, turma_id: s.turma.id };
  const ano = s.turma.ano_letivo;
  await db.insert(frequencias).values({
    ...linha,
    aluno_id: alunoId,
    disciplina_id: s.mat.id,
    data: `${ano}-03-10`,
    presente: false,
    justificativa: 'Atestado médico',
    observacoes: PESSOAIS.saude,
  });
  const [avaliacao] = await db
    .insert(avaliacoes)
    .values({
      ...linha,
      disciplina_id: s.mat.id,
      bimestre: 1,
      titulo: 'Prova de frações',
      descricao: 'Frações e decimais',
      tipo: 'prova',
      data_aplicacao: `${ano}-03-20`,
      data_entrega: `${ano}-03-20`,
      status: 'corrigida',
    })
    .returning();
  await db
    .insert(avaliacoesResultados)
    .values({ avaliacao_id: avaliacao!.id, aluno_id: alunoId, empresa_id: empresaId, nota: 4 });
  const [fechamento] = await db
    .select({ id: fechamentosBimestrais.id })
    .from(fechamentosBimestrais)
    .where(and(eq(fechamentosBimestrais.turma_id, s.turma.id), eq(fechamentosBimestrais.disciplina_id, s.mat.id)))
    .limit(1);
  await db.insert(fechamentosSnapshots).values({
    fechamento_id: fechamento!.id,
    versao: 1,
    aluno_id: alunoId,
    empresa_id: empresaId,
    nota_bruta: 3,
    nota: 3,
    faltas: 4,
    aulas: 40,
    percentual_frequencia: 90,
    situacao: 'reprovado',
  });
  await db
    .insert(recuperacoesFinais)
    .values({ turma_id: s.turma.id, disciplina_id: s.ef.id, aluno_id: alunoId, empresa_id: empresaId, nota: 4 });
  await db.insert(pendencias).values({
    ...linha,
    aluno_id: alunoId,
    titulo: `Conversar com a família de ${PESSOAIS.nome}`,
    descricao: `Ligar para ${PESSOAIS.responsavel} no ${PESSOAIS.telefone_responsavel}`,
    data_vencimento: `${ano}-12-01`,
  });
  const boletim = await api.enviar('GET', `/api/boletins/turmas/${s.turma.id}/alunos/${alunoId}`, 'empresa');
  if (boletim.statusCode !== 200) throw new Error(`boletim: ${boletim.statusCode} ${boletim.body}`);
  await db.insert(notificacoes).values([
    { usuario_id: usuario.id, titulo: 'Notas lançadas', mensagem: `Olá, ${PESSOAIS.nome}: suas notas foram lançadas.` },
    {
      usuario_id: s.professorId,
      titulo: 'Faltas excessivas',
      mensagem: `${PESSOAIS.nome} passou do limite de faltas.`,
      link: `/alunos/${alunoId}`,
    },
  ]);
  // An SMS to the phone of the student's account (messages belong to the account they went to).
  await db.insert(caixaSaida).values({
    canal: 'sms',
    para: PESSOAIS.telefone_responsavel,
    assunto: 'Faltas',
    corpo_texto: `${PESSOAIS.responsavel}, ${PESSOAIS.nome} faltou hoje.`,
    usuario_id: usuario.id,
  });
  await db.insert(solicitacoesTitulares).values({
    empresa_id: empresaId,
    escola_id: escolaId,
    aluno_id: alunoId,
    solicitante_nome: PESSOAIS.responsavel,
    relacao: 'pai',
    tipo: 'acesso',
    descricao: `Pai de ${PESSOAIS.nome} pede cópia dos dados`,
    recebida_em: `${ano}-04-01`,
    prazo: `${ano}-04-16`,
  });
  await db.insert(acessosDadosPessoais).values({
    empresa_id: empresaId,
    escola_id: escolaId,
    aluno_id: alunoId,
    usuario_id: api.ids.empresa,
    usuario_nome: 'Secretaria de Vale Verde',
    papel: 'empresa',
    recurso: 'ficha_aluno',
  });
  return { ...s, alunoId, usuarioId: usuario.id, sessaoDoAluno, fotoUrl: String(foto.json().imagem) };
}
