import { Download, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { acaoAuditoriaLabel, entidadeAuditoriaLabel } from '../../../../../domain/schemas/auditoria';
import { LoadError } from '../../../../components/load-error';
import { Pagination } from '../../../../components/pagination';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../../components/ui/table';
import { dateTime } from '../../../../lib/format';
import { FILTRO_VAZIO, type FiltroAuditoria, type RegistroAuditoria, urlExportacao, useAuditoria } from './api/auditoria';
import { AuditoriaDetalhe } from './auditoria-detalhe';
import { AuditoriaFiltros } from './auditoria-filtros';
import { useListaPaginada } from '../../../../lib/use-lista-paginada';

const POR_PAGINA = 20;

/** The audit log for administradores: filters, pages, the entry in full and the CSV export. */
export function AuditoriaViewer() {
  const { pagina, setPagina, filtros: filtro, mudarFiltros } = useListaPaginada<FiltroAuditoria>(FILTRO_VAZIO);
  const [aberto, setAberto] = useState<RegistroAuditoria | null>(null);
  const lista = useAuditoria(filtro, pagina, POR_PAGINA);

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <ScrollText className="size-5 text-blue-600" aria-hidden /> Registro de auditoria
          </CardTitle>
          <CardDescription>Quem fez o quê, quando e de onde. A exportação leva os registros do filtro atual.</CardDescription>
        </div>
        <Button asChild variant="outline">
          <a href={urlExportacao(filtro)} download>
            <Download aria-hidden /> Exportar CSV
          </a>
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        <AuditoriaFiltros onAplicar={mudarFiltros} />
        {lista.isPending ? (
          <p role="status" className="py-6 text-center text-sm text-slate-600">
            Carregando...
          </p>
        ) : lista.isError ? (
          <LoadError message={`Erro ao carregar a auditoria: ${lista.error.message}`} onRetry={() => void lista.refetch()} />
        ) : lista.data.itens.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 py-8 text-center text-sm text-slate-600">
            Nenhum registro encontrado.
          </p>
        ) : (
          <>
            <Table aria-label="Registros de auditoria">
              <TableHeader>
                <TableRow>
                  <TableHead>Data e hora</TableHead>
                  <TableHead>Usuário</TableHead>
                  <TableHead>Ação</TableHead>
                  <TableHead>Entidade</TableHead>
                  <TableHead>IP</TableHead>
                  <TableHead className="text-right">Detalhes</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {lista.data.itens.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell className="whitespace-nowrap">{dateTime(r.created_at)}</TableCell>
                    <TableCell className="break-all">{r.usuario_email ?? '—'}</TableCell>
                    <TableCell>{acaoAuditoriaLabel(r.acao)}</TableCell>
                    <TableCell>{entidadeAuditoriaLabel(r.entidade)}</TableCell>
                    <TableCell>{r.ip ?? '—'}</TableCell>
                    <TableCell className="text-right">
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => setAberto(r)}
                        aria-label={`Ver detalhes: ${acaoAuditoriaLabel(r.acao)} em ${dateTime(r.created_at)}`}
                      >
                        Ver
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Pagination pagina={pagina} porPagina={POR_PAGINA} total={lista.data.total} onChange={setPagina} />
          </>
        )}
      </CardContent>
      <AuditoriaDetalhe registro={aberto} onClose={() => setAberto(null)} />
    </Card>
  );
}
