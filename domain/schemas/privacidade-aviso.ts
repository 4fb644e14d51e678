import { z } from 'zod';
import { textoObrigatorio } from '../academico/campos';
import { SECOES_DO_AVISO } from '../privacidade/aviso-padrao';

/** The privacy notice: the editor's form, the public page and the acknowledgement on sign-in. */
export const AVISO_MENSAGENS = {
  controlador: 'Informe quem é o controlador (a rede)',
  encarregadoNome: 'Informe o nome do encarregado',
  encarregadoContato: 'Informe como falar com o encarregado',
  secao: 'Este texto é obrigatório',
  longo: 'Texto longo demais',
  versao: 'Versão inválida',
  empresa: 'Empresa inválida',
  // Answered by the server.
  empresaObrigatoria: 'Empresa é obrigatória',
  empresaNaoEncontrada: 'Empresa não encontrada',
  outraEmpresa: 'Você não tem permissão para alterar a privacidade desta empresa',
  semEmpresa: 'Usuário não está vinculado a uma empresa',
  redeNaoEncontrada: 'Rede não encontrada.',
  versaoNova:
    'Outra pessoa publicou uma versão do aviso enquanto você editava. Recarregue a página e confira o texto antes de publicar.',
  versaoMudou: 'O aviso de privacidade mudou. Leia a nova versão antes de confirmar.',
  semAviso: 'Não há aviso de privacidade publicado para você confirmar.',
  publicado: (versao: number) =>
    `Versão ${versao} do aviso publicada. Cada usuário da rede confirmará a leitura no próximo acesso.`,
  ciente: 'Leitura registrada',
} as const;
const MSG = AVISO_MENSAGENS;

const curto = (obrigatorio: string) => textoObrigatorio(obrigatorio, 300, MSG.longo);
const secao = () => textoObrigatorio(MSG.secao, 5000, MSG.longo);

export const avisoCampos = z.object({
  controlador: curto(MSG.controlador),
  encarregado_nome: curto(MSG.encarregadoNome),
  encarregado_contato: curto(MSG.encarregadoContato),
  ...(Object.fromEntries(SECOES_DO_AVISO.map((s) => [s.campo, secao()])) as Record<
    (typeof SECOES_DO_AVISO)[number]['campo'],
    ReturnType<typeof secao>
  >),
});

/** Publishing: the texts and the version the editor was loaded with (null: the network had none). */
export const publicarAvisoInput = avisoCampos.extend({
  empresa_id: z.string().uuid(MSG.empresa).optional(),
  versao_atual: z.number({ error: MSG.versao }).int(MSG.versao).min(1, MSG.versao).max(1_000_000, MSG.versao).nullable(),
});
export type PublicarAvisoInput = z.input<typeof publicarAvisoInput>;

const textos = z.object({
  controlador: z.string(),
  encarregado_nome: z.string(),
  encarregado_contato: z.string(),
  finalidades: z.string(),
  bases_legais: z.string(),
  dados_tratados: z.string(),
  compartilhamento: z.string(),
  retencao: z.string(),
  direitos: z.string(),
});

/** A network's notice in force: its latest version, or the repository's default (versao null). */
export const avisoResposta = textos.extend({
  empresa_id: z.string().uuid(),
  empresa_nome: z.string(),
  versao: z.number().int().nullable(),
  publicado_em: z.string().nullable(),
});
export type Aviso = z.infer<typeof avisoResposta>;

/** The networks whose notice the public page offers. */
export const redesDoAvisoResposta = z.object({ itens: z.array(z.object({ id: z.string().uuid(), nome: z.string() })) });
export type RedesDoAviso = z.infer<typeof redesDoAvisoResposta>;

/** On sign-in: the notice the user has still to acknowledge, or null. */
export const avisoPendenteResposta = z.object({ aviso: avisoResposta.nullable() });
export type AvisoPendente = z.infer<typeof avisoPendenteResposta>;

export const cienciaInput = z.object({ versao: z.number({ error: MSG.versao }).int(MSG.versao).min(1, MSG.versao) });
export const cienciaResposta = z.object({ versao: z.number().int(), ciente_em: z.string() });
