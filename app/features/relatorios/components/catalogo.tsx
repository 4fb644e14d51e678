import { BookOpen, Building2, GraduationCap, type LucideIcon, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import {
  CATEGORIA_LABEL,
  CATEGORIAS_RELATORIO,
  type CategoriaRelatorio,
  type TipoDoCatalogo,
  filtrarCatalogo,
} from '../../../../domain/relatorios/catalogo';
import { SearchInput } from '../../../components/search-input';
import { Badge, type BadgeColor } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TEXTOS } from './textos';

const APARENCIA: Record<CategoriaRelatorio, { icone: LucideIcon; cor: BadgeColor; chip: string }> = {
  academico: { icone: GraduationCap, cor: 'blue', chip: 'bg-blue-50 text-blue-700' },
  gestao: { icone: Building2, cor: 'green', chip: 'bg-green-50 text-green-700' },
  analitico: { icone: TrendingUp, cor: 'purple', chip: 'bg-purple-50 text-purple-700' },
  pedagogico: { icone: BookOpen, cor: 'orange', chip: 'bg-orange-50 text-orange-800' },
};

const FILTROS: readonly { valor: CategoriaRelatorio | 'all'; rotulo: string }[] = [
  { valor: 'all', rotulo: TEXTOS.todas },
  ...CATEGORIAS_RELATORIO.map((c) => ({ valor: c, rotulo: CATEGORIA_LABEL[c] })),
];

/**
 * The eight report types as cards, narrowed by category and by a search on title and description;
 * 'Gerar' opens the type's dialog for those who may generate (the others are told why there is none).
 */
export function CatalogoDeRelatorios({ podeGerar, onGerar }: { podeGerar: boolean; onGerar: (tipo: TipoDoCatalogo) => void }) {
  const [categoria, setCategoria] = useState<CategoriaRelatorio | 'all'>('all');
  const [busca, setBusca] = useState('');
  const tipos = filtrarCatalogo(categoria, busca);
  const termo = busca.trim();

  return (
    <section aria-labelledby="catalogo-relatorios" className="grid gap-4">
      <h2 id="catalogo-relatorios" className="text-lg font-semibold text-slate-900">
        {TEXTOS.catalogo}
      </h2>
      {podeGerar ? null : (
        <p className="rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900">{TEXTOS.somenteConsulta}</p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div role="group" aria-label={TEXTOS.categoria} className="flex flex-wrap gap-2">
          {FILTROS.map(({ valor, rotulo }) => (
            <Button
              key={valor}
              size="sm"
              variant={categoria === valor ? 'default' : 'outline'}
              aria-pressed={categoria === valor}
              onClick={() => setCategoria(valor)}
            >
              {rotulo}
            </Button>
          ))}
        </div>
        <SearchInput value={busca} onChange={setBusca} placeholder={TEXTOS.buscaCatalogo} />
      </div>
      {tipos.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white py-10 text-center text-sm text-slate-600">
          {termo ? TEXTOS.catalogoVazio(termo) : TEXTOS.catalogoVazioCategoria}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {tipos.map((tipo) => (
            <li key={tipo.tipo}>
              <CartaoDoTipo tipo={tipo} podeGerar={podeGerar} onGerar={() => onGerar(tipo)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CartaoDoTipo({ tipo, podeGerar, onGerar }: { tipo: TipoDoCatalogo; podeGerar: boolean; onGerar: () => void }) {
  const { icone: Icone, cor, chip } = APARENCIA[tipo.categoria];
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <div className="flex items-start justify-between gap-3">
        <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg [&_svg]:size-5 ${chip}`}>
          <Icone aria-hidden />
        </span>
        <Badge color={cor}>{CATEGORIA_LABEL[tipo.categoria]}</Badge>
      </div>
      <h3 className="font-semibold text-slate-900">{tipo.titulo}</h3>
      <p className="flex-1 text-sm text-slate-600">{tipo.descricao}</p>
      {podeGerar ? (
        <Button size="sm" className="self-start" aria-label={TEXTOS.gerarRotulo(tipo.titulo)} onClick={onGerar}>
          {TEXTOS.gerar}
        </Button>
      ) : null}
    </Card>
  );
}
