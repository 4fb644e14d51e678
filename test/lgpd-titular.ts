import { and, eq } from 'drizzle-orm';
import {
  acessosDadosPessoais,
  alunos,
  alunosDadosSensiveis,
  avaliacoes,
  avaliacoesResultados,
  caixaSaida,
  duplicadosSuspeitos,
  fechamentosBimestrais,
  fusoesAlunos,
  importacoes,
  importacoesAlunos,
  importacoesLinhas,
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
  codigo_inep: '987654321012',
  /** A health note typed in a roll call's observation. */
  saude: 'Asma crônica: usa bombinha no recreio',
} as const;

/** The student's guardian, a person linked to it (the legal guardian of first priority). */
export const RESPONSAVEL = {
  nome: 'Marcondes Quintanilha Barbosa',
  cpf: '73158420635',
  telefone: '(35) 97766-5544',
  telefone_2: '(35) 3422-9911',
  email: 'marcondes.quintanilha@familia-teste.br',
} as const;

/** The rest of the ficha do aluno (documents, filiação, address, birthplace, transport), values no demo row has. */
export const FICHA = {
  filiacao_1: 'Rosângela Quintanilha Barbosa',
  filiacao_2: RESPONSAVEL.nome,
  cpf: '52998224725',
  nis: '12345678900',
  certidao_nascimento: '10453901552013100100012300000071',
  certidao_livro: 'A-77',
  certidao_folha: '123',
  certidao_termo: '45678',
  rg: 'MG-19.876.543',
  sexo: 'feminino',
  nacionalidade: 'brasileira',
  pais_nascimento: 'Brasil',
  municipio_nascimento_ibge: '3152501',
  endereco_numero: '742-B',
  endereco_complemento: 'Casa dos fundos',
  bairro: 'Jardim das Hortênsias Azuis',
  cep: '37550123',
  municipio_ibge: '3152501',
  zona: 'rural',
  transporte_publico: true,
  transporte_poder: 'municipal',
  transporte_veiculos: ['onibus'],
} as const;

/** The sensitive part of the ficha (art. 11): its own table. */
export const SENSIVEIS = {
  cor_raca: 'parda',
  deficiencias: ['baixa_visao'],
  apoios: { baixa_visao: 'Material ampliado em fonte 24' },
  alergias: 'Alergia severa a amendoim e castanhas',
  medicamentos: 'Salbutamol spray em crise',
  restricoes: 'Sem lactose na merenda',
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
  await db
    .update(alunos)
    .set({ ...FICHA, transporte_veiculos: [...FICHA.transporte_veiculos] })
    .where(eq(alunos.id, alunoId));
  await db
    .insert(alunosDadosSensiveis)
    .values({ ...SENSIVEIS, deficiencias: [...SENSIVEIS.deficiencias], aluno_id: alunoId, empresa_id: empresaId });
  const guardiao = await api.enviar('POST', `/api/alunos/${alunoId}/responsaveis`, 'admin', {
    ...RESPONSAVEL,
    parentesco: 'pai',
    responsavel_legal: true,
    mora_com_aluno: true,
    prioridade: 1,
  });
  if (guardiao.statusCode !== 201) throw new Error(`responsável: ${guardiao.statusCode} ${guardiao.body}`);

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
    descricao: `Ligar para ${RESPONSAVEL.nome} no ${RESPONSAVEL.telefone}`,
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
    para: RESPONSAVEL.telefone,
    assunto: 'Faltas',
    corpo_texto: `${RESPONSAVEL.nome}, ${PESSOAIS.nome} faltou hoje.`,
    usuario_id: usuario.id,
  });
  await db.insert(solicitacoesTitulares).values({
    empresa_id: empresaId,
    escola_id: escolaId,
    aluno_id: alunoId,
    solicitante_nome: RESPONSAVEL.nome,
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
  await registrosDeMudanca(api, { empresaId, escolaId, alunoId });
  return { ...s, alunoId, usuarioId: usuario.id, sessaoDoAluno, fotoUrl: String(foto.json().imagem) };
}

/**
 * How the student came in and which record was joined to it: a line of an imported spreadsheet, a
 * record merged into the student (and an earlier merge the other way, undone), the pair behind it.
 */
async function registrosDeMudanca(api: Api, ids: { empresaId: string; escolaId: string; alunoId: string }) {
  const { empresaId, escolaId, alunoId } = ids;
  const db = api.db;
  // Two records merged into the student, one of a smaller and one of a larger id: a pair is stored in id
  // order, so the student is on each side of one.
  const sufixo = alunoId.slice(-12);
  const merged = await db
    .insert(alunos)
    .values(
      [`00000000-0000-4000-8000-${sufixo}`, `ffffffff-ffff-4fff-bfff-${sufixo}`].map((id, i) => ({
        id,
        empresa_id: empresaId,
        escola_id: escolaId,
        matricula: `DUP-TITULAR-${i + 1}-${sufixo}`,
        nome: 'Registro Repetido do Titular',
        fundido_no_aluno_id: alunoId,
        fundido_em: new Date(),
      })),
    )
    .returning({ id: alunos.id });
  const pares = await db
    .insert(duplicadosSuspeitos)
    .values(
      merged.map((m) => {
        const [a, b] = [alunoId, m.id].sort();
        return {
          empresa_id: empresaId,
          aluno_a: a!,
          aluno_b: b!,
          grau: 'certo' as const,
          motivo: 'Mesmo CPF',
          status: 'fundido' as const,
          decidido_por: api.ids.empresa,
        };
      }),
    )
    .returning({ id: duplicadosSuspeitos.id });
  const outro = merged[0];
  const par = pares[0];
  await db.insert(fusoesAlunos).values([
    {
      empresa_id: empresaId,
      duplicado_id: par!.id,
      aluno_mantido_id: alunoId,
      aluno_fundido_id: outro!.id,
      movidos: {},
      fundido_por: api.ids.empresa,
    },
    {
      empresa_id: empresaId,
      aluno_mantido_id: outro!.id,
      aluno_fundido_id: alunoId,
      movidos: {},
      fundido_por: api.ids.empresa,
      desfeita_em: new Date(),
      desfeita_por: api.ids.empresa,
    },
  ]);
  const [imp] = await db
    .insert(importacoes)
    .values({
      empresa_id: empresaId,
      escola_id: escolaId,
      solicitante_id: api.ids.empresa,
      arquivo_chave: 'importacoes/titular.csv',
      nome_arquivo: 'alunos.csv',
      tamanho: 100,
      sha256: 'a'.repeat(64),
      formato: 'csv',
      status: 'concluida',
    })
    .returning({ id: importacoes.id });
  await db.insert(importacoesLinhas).values({
    importacao_id: imp!.id,
    numero: 2,
    celulas: [PESSOAIS.nome],
    situacao: 'valida',
    resultado: 'criada',
    hash: 'b'.repeat(64),
    aluno_id: alunoId,
  });
  await db.insert(importacoesAlunos).values({ empresa_id: empresaId, hash: 'b'.repeat(64), aluno_id: alunoId });
}
