import { Link } from 'react-router';
import { GRAUS_DUPLICADO, type GrauDuplicado } from '../../../../domain/aluno/duplicados';
import { Badge, type BadgeColor } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { DuplicadoSuspeito } from '../api/duplicados';
import { TEXTOS } from './textos';

const COR_DO_GRAU: Record<GrauDuplicado, BadgeColor> = { certo: 'red', muito_provavel: 'orange', possivel: 'blue' };

type Lado = DuplicadoSuspeito['a'];

const data = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : TEXTOS.vazioCampo);

/** The fields a person compares to decide, of one record, with a link to its ficha. */
function Registro({ lado }: { lado: Lado }) {
  const c = TEXTOS.campos;
  const linhas: [string, string][] = [
    [c.matricula, lado.matricula],
    [c.escola, lado.escola_nome],
    [c.nascimento, data(lado.data_nascimento)],
    [c.filiacao, [lado.filiacao_1, lado.filiacao_2].filter(Boolean).join(' · ') || TEXTOS.vazioCampo],
    [c.cpf, lado.cpf ?? TEXTOS.vazioCampo],
    [c.nis, lado.nis ?? TEXTOS.vazioCampo],
    [c.inep, lado.codigo_inep ?? TEXTOS.vazioCampo],
    [c.certidao, lado.certidao_nascimento ?? TEXTOS.vazioCampo],
    [c.matriculas, String(lado.matriculas)],
  ];
  return (
    <div className="min-w-0 flex-1 rounded-md border border-slate-200 p-3">
      <Link className="font-medium text-slate-900 underline" to={`/escola/${lado.escola_id}/aluno/${lado.id}`}>
        {lado.nome}
      </Link>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {linhas.map(([rotulo, valor]) => (
          <div key={rotulo} className="contents">
            <dt className="text-slate-500">{rotulo}</dt>
            <dd className="break-all text-slate-800">{valor}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** One suspected pair side by side: how sure and why, both records, and the two decisions. */
export function ParDeDuplicados({
  par,
  onFundir,
  onDescartar,
}: {
  par: DuplicadoSuspeito;
  onFundir: (par: DuplicadoSuspeito) => void;
  onDescartar: (par: DuplicadoSuspeito) => void;
}) {
  return (
    <article aria-label={`${par.a.nome} e ${par.b.nome}`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge color={COR_DO_GRAU[par.grau]}>{GRAUS_DUPLICADO[par.grau]}</Badge>
        <span className="text-sm text-slate-700">{par.motivo}</span>
      </div>
      <div className="mt-3 flex flex-col gap-3 md:flex-row">
        <Registro lado={par.a} />
        <Registro lado={par.b} />
      </div>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={() => onDescartar(par)}>
          {TEXTOS.naoSaoAMesma}
        </Button>
        <Button onClick={() => onFundir(par)}>{TEXTOS.fundir}</Button>
      </div>
    </article>
  );
}
