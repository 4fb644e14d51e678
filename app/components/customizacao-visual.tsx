import type { CSSProperties } from 'react';
import { CUSTOMIZACAO_PADRAO, type Customizacao, corEscura } from '../../domain/customizacao';
import { cn } from '../lib/cn';

/**
 * The pieces of the customisation as the app layout, the landing page and the
 * preview draw them. A colour left at its default follows the theme; a chosen one applies as
 * chosen, and what sits on it switches to the palette (light or dark) that stays readable.
 */
export function corEscolhida(cor: string, padrao: string): string | undefined {
  return cor.toLowerCase() === padrao.toLowerCase() ? undefined : cor;
}

/** '' for a default colour; otherwise the palette class whose text reads on that colour. */
export function paletaSobre(cor: string, padrao: string): string {
  const escolhida = corEscolhida(cor, padrao);
  if (!escolhida) return '';
  return corEscura(escolhida) ? 'dark' : 'claro';
}

export function LogoImagem({
  logo,
  alturaMaxima,
  className,
}: {
  logo: Customizacao['logo'];
  alturaMaxima?: number;
  className?: string;
}) {
  if (!logo.url) return null;
  const escala = alturaMaxima && logo.altura > alturaMaxima ? alturaMaxima / logo.altura : 1;
  return (
    <img
      src={logo.url}
      alt={logo.alt}
      width={Math.round(logo.largura * escala)}
      height={Math.round(logo.altura * escala)}
      className={cn('shrink-0 object-contain', className)}
      style={{ width: logo.largura * escala, height: logo.altura * escala }}
    />
  );
}

/**
 * A chosen header text colour was picked on the light header: a dark one would vanish on the dark
 * theme's header, so there the theme's own text colour takes over (a light one, or one over a
 * background image, applies as chosen).
 */
function corDoTexto(
  cor: string | undefined,
  cabecalho: Customizacao['cabecalho'],
): { style?: CSSProperties; className?: string } {
  if (!cor) return {};
  if (cabecalho.imagemFundo || !corEscura(cor)) return { style: { color: cor } };
  return {
    style: { '--cor-texto-cabecalho': cor } as CSSProperties,
    className: 'text-(color:--cor-texto-cabecalho) dark:text-slate-800',
  };
}

export function TituloCabecalho({ cabecalho, className }: { cabecalho: Customizacao['cabecalho']; className?: string }) {
  const P = CUSTOMIZACAO_PADRAO.cabecalho;
  if (!cabecalho.tituloPrincipal && !cabecalho.subtitulo) return null;
  const titulo = corDoTexto(corEscolhida(cabecalho.corTitulo, P.corTitulo), cabecalho);
  const subtitulo = corDoTexto(corEscolhida(cabecalho.corSubtitulo, P.corSubtitulo), cabecalho);
  return (
    <div className={cn('min-w-0', className)} data-testid="cabecalho-customizado">
      {cabecalho.tituloPrincipal ? (
        <p className={`truncate text-base leading-tight font-bold ${titulo.className ?? 'text-slate-800'}`} style={titulo.style}>
          {cabecalho.tituloPrincipal}
        </p>
      ) : null}
      {cabecalho.subtitulo ? (
        <p className={`truncate text-xs ${subtitulo.className ?? 'text-slate-600'}`} style={subtitulo.style}>
          {cabecalho.subtitulo}
        </p>
      ) : null}
    </div>
  );
}

/** The header's chosen height and background image (a tall header keeps its content centred). */
export function estiloCabecalho(cabecalho: Customizacao['cabecalho']): CSSProperties {
  return {
    minHeight: cabecalho.altura,
    ...(cabecalho.imagemFundo
      ? {
          backgroundImage: `url("${cabecalho.imagemFundo.replace(/"/g, '%22')}")`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }
      : {}),
  };
}

/** `as="div"` inside a page's own <footer> (a footer may not hold another). */
export function RodapeCustomizado({
  footer,
  nomeInstituicao,
  className,
  as: Tag = 'footer',
}: {
  footer: Customizacao['footer'];
  nomeInstituicao: string;
  className?: string;
  as?: 'footer' | 'div';
}) {
  const P = CUSTOMIZACAO_PADRAO.footer;
  const fundo = corEscolhida(footer.corFundo, P.corFundo);
  const texto = corEscolhida(footer.corTexto, P.corTexto);
  const paleta = fundo ? (corEscura(fundo) ? 'dark' : 'claro') : '';
  const conteudo = footer.texto || `© ${new Date().getFullYear()} ${nomeInstituicao}`;
  return (
    <Tag
      className={cn('border-t border-slate-200 bg-slate-50 text-sm text-slate-600', paleta, className)}
      style={{ backgroundColor: fundo, color: texto }}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-4 sm:px-6 lg:px-8">
        <p>{conteudo}</p>
        {footer.mostrarLinks && footer.links.length ? (
          <nav aria-label="Links do rodapé" className="flex flex-wrap gap-x-4 gap-y-1">
            {footer.links.map((link) => (
              <a
                key={`${link.texto}-${link.url}`}
                href={link.url}
                className="underline-offset-4 hover:underline focus-visible:rounded focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
                style={{ color: texto }}
                {...(/^https?:/.test(link.url) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {link.texto}
              </a>
            ))}
          </nav>
        ) : null}
      </div>
    </Tag>
  );
}
