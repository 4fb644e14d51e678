import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { STATUS_LABEL } from '../../../../domain/relatorios/catalogo';
import type { StatusRelatorio } from '../../../../domain/relatorios/tipos';
import { BotaoExcluir } from '../../../components/acoes-linha';
import { BotaoDownload } from '../../../components/botao-download';
import { TabelaDados } from '../../../components/tabela-dados';
import { Badge, type BadgeColor } from '../../../components/ui/badge';
import { TableCell } from '../../../components/ui/table';
import { formatBytes, fusoHorario } from '../../../lib/format';
import { type Relatorio, urlDoArquivo } from '../api/carregar-relatorios';
import { TEXTOS } from './textos';

const COR_STATUS: Record<StatusRelatorio, BadgeColor> = {
  pendente: 'blue',
  processando: 'blue',
  concluido: 'green',
  erro: 'red',
};

const FORMATO_CURTO = { pdf: 'PDF', xlsx: 'Excel' } as const;

/** A job not finished yet: waiting for the worker or being built. */
export const emCurso = (r: Pick<Relatorio, 'status'>) => r.status === 'pendente' || r.status === 'processando';

/** dd/MM/yyyy HH:mm in the institution's time zone. */
const geradoEm = (iso: string) => format(new Date(iso), 'dd/MM/yyyy HH:mm', { in: tz(fusoHorario()) });

const vazio = <span className="text-slate-500">—</span>;

/**
 * The recent reports: Título, Tipo (the format), Gerado em, Status (with the progress while it is
 * made and the reason of a failure), Tamanho and the actions (Baixar while the file is kept, else
 * 'Expirado'; Excluir).
 */
export function RelatoriosTable({
  relatorios,
  podeBaixar,
  podeExcluir,
  onExcluir,
}: {
  relatorios: Relatorio[];
  podeBaixar: boolean;
  podeExcluir: boolean;
  onExcluir: (relatorio: Relatorio) => void;
}) {
  return (
    <TabelaDados
      itens={relatorios}
      colunas={['Título', 'Tipo', 'Gerado em', 'Status', 'Tamanho']}
      celulas={(r) => (
        <>
          <TableCell className="max-w-md font-medium whitespace-normal text-slate-900">{r.titulo}</TableCell>
          <TableCell>
            <Badge color="neutral">{FORMATO_CURTO[r.formato]}</Badge>
          </TableCell>
          <TableCell className="whitespace-nowrap">{geradoEm(r.created_at)}</TableCell>
          <TableCell className="min-w-40">
            <SituacaoDoRelatorio relatorio={r} />
          </TableCell>
          <TableCell className="whitespace-nowrap">{r.tamanho === null ? vazio : formatBytes(r.tamanho)}</TableCell>
        </>
      )}
      acoes={
        podeBaixar || podeExcluir
          ? (r) => (
              <>
                {podeBaixar && r.arquivo_disponivel ? (
                  <BotaoDownload url={urlDoArquivo(r.id)} size="sm" aria-label={TEXTOS.baixarRotulo(r.titulo)}>
                    {TEXTOS.baixar}
                  </BotaoDownload>
                ) : null}
                {podeBaixar && r.status === 'concluido' && !r.arquivo_disponivel ? (
                  <span className="self-center px-2 text-xs text-slate-600" title={TEXTOS.expiradoDica}>
                    {TEXTOS.expirado}
                  </span>
                ) : null}
                {podeExcluir ? <BotaoExcluir rotulo={TEXTOS.excluir(r.titulo)} onClick={() => onExcluir(r)} /> : null}
              </>
            )
          : false
      }
    />
  );
}

/** The status badge; under it the progress while the report is made, or why it failed. */
function SituacaoDoRelatorio({ relatorio: r }: { relatorio: Relatorio }) {
  return (
    <div className="grid gap-1.5">
      <span>
        <Badge color={COR_STATUS[r.status]}>{STATUS_LABEL[r.status]}</Badge>
      </span>
      {emCurso(r) ? <Progresso titulo={r.titulo} valor={r.progresso} /> : null}
      {r.status === 'erro' && r.erro ? <p className="text-xs whitespace-normal text-red-700">{r.erro}</p> : null}
    </div>
  );
}

function Progresso({ titulo, valor }: { titulo: string; valor: number }) {
  const pct = Math.max(0, Math.min(100, valor));
  return (
    <div className="flex items-center gap-2">
      <div
        role="progressbar"
        aria-label={TEXTOS.progresso(titulo)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="h-2 w-24 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full bg-blue-600 transition-[width]" style={{ width: `${pct}%` }} />
      </div>
      <span className="text-xs text-slate-600 tabular-nums">{pct}%</span>
    </div>
  );
}
