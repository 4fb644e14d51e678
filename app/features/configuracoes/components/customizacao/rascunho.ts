import { type Customizacao, formatLinks } from '../../../../../domain/customizacao';
import type { CustomizacaoEnviada } from '../../api/salvar-customizacao';

/**
 * The customisation as the form holds it: numbers as typed (a blank one falls back to the
 * default when saved) and the footer links as comma-separated text.
 */
export interface Rascunho {
  logo: { url: string; largura: string; altura: string; alt: string };
  cabecalho: {
    tituloPrincipal: string;
    subtitulo: string;
    corTitulo: string;
    corSubtitulo: string;
    imagemFundo: string;
    altura: string;
  };
  secoes: Customizacao['secoes'];
  sidebar: { largura: string; cor: string; posicao: 'left' | 'right'; colapsavel: boolean; mostrarLogo: boolean };
  footer: { texto: string; links: string; corTexto: string; corFundo: string; mostrarLinks: boolean };
}

export function paraRascunho(c: Customizacao): Rascunho {
  return {
    logo: { ...c.logo, largura: String(c.logo.largura), altura: String(c.logo.altura) },
    cabecalho: { ...c.cabecalho, altura: String(c.cabecalho.altura) },
    secoes: { ...c.secoes },
    sidebar: { ...c.sidebar, largura: String(c.sidebar.largura) },
    footer: { ...c.footer, links: formatLinks(c.footer.links) },
  };
}

/** What is sent: the server normalises it (and refuses unsafe addresses and links). */
export function paraEnvio(r: Rascunho): CustomizacaoEnviada {
  return {
    logo: { ...r.logo },
    cabecalho: { ...r.cabecalho },
    secoes: { ...r.secoes },
    sidebar: { ...r.sidebar },
    footer: { ...r.footer },
  };
}

export type Atualizar = <K extends keyof Rascunho>(card: K, campos: Partial<Rascunho[K]>) => void;
