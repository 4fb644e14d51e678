import { Building2, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { caminhoEscola } from '../../../../domain/navigation';
import { TIPO_ESCOLA_LABEL } from '../../../../domain/schemas/escola';
import { BotaoEditar, BotaoExcluir } from '../../../components/acoes-linha';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import type { Escola } from '../api/carregar-escolas';
import { TEXTOS } from './textos';

interface Props {
  escola: Escola;
  podeEditar: boolean;
  podeExcluir: boolean;
  onEditar: (escola: Escola) => void;
  onExcluir: (escola: Escola) => void;
}

function Linha({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <dt className="shrink-0 text-slate-400">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 truncate" title={typeof children === 'string' ? children : undefined}>
        {children}
      </dd>
    </div>
  );
}

/** One school of the grid: name, type, city/state, phone, e-mail, company and status. */
export function EscolaCard({ escola, podeEditar, podeExcluir, onEditar, onExcluir }: Props) {
  const local = [escola.cidade, escola.estado].filter(Boolean).join('/');
  return (
    <Card className="relative flex w-full min-w-0 flex-col gap-4 p-5 hover:border-blue-300">
      <div className="flex items-start justify-between gap-3">
        {/* The name opens the school's overview; the link covers the card, under its buttons. */}
        <h2 className="text-base leading-snug font-semibold text-slate-900">
          <Link
            to={caminhoEscola(escola.id)}
            className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-xl hover:text-blue-700 hover:underline focus-visible:ring-2 focus-visible:ring-blue-500"
          >
            {escola.nome}
          </Link>
        </h2>
        <Badge color="blue">{TIPO_ESCOLA_LABEL[escola.tipo]}</Badge>
      </div>
      <dl className="grid min-w-0 gap-2 text-sm text-slate-700">
        <Linha icon={<MapPin className="size-4" aria-hidden />} label="Cidade/Estado">
          {local || '—'}
        </Linha>
        <Linha icon={<Phone className="size-4" aria-hidden />} label="Telefone">
          {escola.telefone || '—'}
        </Linha>
        <Linha icon={<Mail className="size-4" aria-hidden />} label="E-mail">
          {escola.email || '—'}
        </Linha>
        <Linha icon={<Building2 className="size-4" aria-hidden />} label="Empresa">
          {escola.empresa_nome}
        </Linha>
      </dl>
      <div className="mt-auto flex items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <Badge color={escola.ativo ? 'green' : 'neutral'}>{escola.ativo ? TEXTOS.ativa : TEXTOS.inativa}</Badge>
        <div className="relative z-10 flex gap-1">
          {podeEditar ? <BotaoEditar rotulo={TEXTOS.editar(escola.nome)} onClick={() => onEditar(escola)} /> : null}
          {podeExcluir ? <BotaoExcluir rotulo={TEXTOS.excluir(escola.nome)} onClick={() => onExcluir(escola)} /> : null}
        </div>
      </div>
    </Card>
  );
}
