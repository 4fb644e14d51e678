import { LayoutDashboard, PanelsTopLeft } from 'lucide-react';
import { CUSTOMIZACAO_PADRAO, type Customizacao, SECAO_LABEL } from '../../../../../domain/customizacao';
import { BrandMark } from '../../../../components/brand';
import {
  LogoImagem,
  RodapeCustomizado,
  TituloCabecalho,
  corEscolhida,
  estiloCabecalho,
  paletaSobre,
} from '../../../../components/customizacao-visual';
import { cn } from '../../../../lib/cn';

/**
 * A scaled-down page drawn with the chosen settings: header, logo, sidebar,
 * the dashboard sections that are on, and the footer.
 */
export function CustomizacaoPreview({ c, nomeInstituicao }: { c: Customizacao; nomeInstituicao: string }) {
  const side = c.sidebar;
  const P = CUSTOMIZACAO_PADRAO.sidebar;
  const secoes = (Object.keys(SECAO_LABEL) as (keyof Customizacao['secoes'])[]).filter((s) => c.secoes[s]);
  const sidebar = (
    <div
      aria-label="Menu lateral (prévia)"
      className={cn(
        'flex shrink-0 flex-col gap-2 border-slate-200 bg-white p-2 text-slate-700',
        side.posicao === 'left' ? 'border-r' : 'border-l',
        paletaSobre(side.cor, P.cor),
      )}
      style={{ width: Math.round(side.largura / 2), backgroundColor: corEscolhida(side.cor, P.cor) }}
    >
      {side.mostrarLogo ? c.logo.url ? <LogoImagem logo={c.logo} alturaMaxima={28} /> : <BrandMark className="size-7" /> : null}
      {['Dashboard', 'Usuários', 'Escolas', 'Relatórios'].map((item) => (
        <span key={item} className="flex items-center gap-1.5 rounded px-1 py-0.5 text-[11px]">
          <LayoutDashboard aria-hidden="true" className="size-3" /> {item}
        </span>
      ))}
      <span className="mt-auto text-[10px] text-slate-600">{side.colapsavel ? 'Pode ser recolhido' : 'Sempre aberto'}</span>
    </div>
  );

  return (
    <figure
      aria-label="Prévia da customização"
      className="overflow-hidden rounded-xl border border-slate-300 bg-slate-50 shadow-sm"
    >
      <div className={cn('flex min-h-72', side.posicao === 'right' && 'flex-row-reverse')}>
        {sidebar}
        <div className="flex min-w-0 flex-1 flex-col">
          <div
            className="flex items-center gap-3 border-b border-slate-200 bg-white px-3"
            style={{ ...estiloCabecalho(c.cabecalho), minHeight: Math.round(c.cabecalho.altura * 0.75) }}
          >
            <LogoImagem logo={c.logo} alturaMaxima={Math.round(c.cabecalho.altura * 0.6)} />
            <TituloCabecalho cabecalho={c.cabecalho} />
            {!c.logo.url && !c.cabecalho.tituloPrincipal && !c.cabecalho.subtitulo ? (
              <span className="text-xs text-slate-600">Cabeçalho sem logo nem título</span>
            ) : null}
          </div>
          <div className="grid flex-1 grid-cols-2 gap-2 p-3">
            {secoes.length ? (
              secoes.map((s) => (
                <div
                  key={s}
                  className="flex items-center gap-1.5 rounded-md border border-slate-200 bg-white p-2 text-[11px] text-slate-700"
                >
                  <PanelsTopLeft aria-hidden="true" className="size-3 text-blue-600" /> {SECAO_LABEL[s]}
                </div>
              ))
            ) : (
              <p className="col-span-2 text-xs text-slate-600">Nenhuma seção na página inicial.</p>
            )}
          </div>
          <RodapeCustomizado
            footer={c.footer}
            nomeInstituicao={nomeInstituicao}
            as="div"
            className="text-xs [&>div]:px-3 [&>div]:py-2"
          />
        </div>
      </div>
      <figcaption className="border-t border-slate-200 bg-white px-3 py-2 text-xs text-slate-600">
        Prévia em escala reduzida. Salve para aplicar de verdade.
      </figcaption>
    </figure>
  );
}
