import { Inbox } from 'lucide-react';
import { useCallback, useState } from 'react';
import {
  CANAIS_CAIXA_SAIDA,
  CANAL_CAIXA_SAIDA_LABEL,
  STATUS_CAIXA_SAIDA,
  STATUS_CAIXA_SAIDA_LABEL,
  type StatusCaixaSaida,
} from '../../../../../domain/schemas/caixa-saida';
import { LoadError } from '../../../../components/load-error';
import { Pagination } from '../../../../components/pagination';
import { SearchInput } from '../../../../components/search-input';
import { Badge, type BadgeColor } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Select } from '../../../../components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../../components/ui/table';
import { dateTime } from '../../../../lib/format';
import { type FiltroCaixaSaida, useCaixaSaida } from './api/caixa-saida';
import { MensagemDialog } from './mensagem-dialog';

const POR_PAGINA = 20;
const COR: Record<StatusCaixaSaida, BadgeColor> = { pendente: 'blue', enviado: 'green', falhou: 'red', retido: 'orange' };

/**
 * The outbox, for administradores: every e-mail and SMS the system queued. Without SMTP_URL
 * e-mails wait here ('Retido'), so an administrador can read them, password-reset links included.
 */
export function CaixaSaida() {
  const [filtro, setFiltro] = useState<FiltroCaixaSaida>({ pagina: 1, porPagina: POR_PAGINA, busca: '', status: '', canal: '' });
  const [aberta, setAberta] = useState<string | null>(null);
  const lista = useCaixaSaida(filtro);
  const muda = useCallback(
    (patch: Partial<FiltroCaixaSaida>) => setFiltro((f) => ({ ...f, ...patch, pagina: patch.pagina ?? 1 })),
    [],
  );
  const onBusca = useCallback((busca: string) => muda({ busca: busca.trim() }), [muda]);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Inbox className="size-5 text-blue-600" aria-hidden /> Caixa de saída
        </CardTitle>
        <CardDescription>
          E-mails e SMS enviados pelo sistema. Sem servidor SMTP configurado, os e-mails ficam retidos aqui para leitura.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <SearchInput
            value={filtro.busca}
            onChange={onBusca}
            placeholder="Buscar destinatário..."
            label="Buscar pelo início do destinatário"
          />
          <Select
            aria-label="Situação"
            className="w-auto"
            value={filtro.status}
            onChange={(e) => muda({ status: e.target.value as FiltroCaixaSaida['status'] })}
          >
            <option value="">Todas as situações</option>
            {STATUS_CAIXA_SAIDA.map((s) => (
              <option key={s} value={s}>
                {STATUS_CAIXA_SAIDA_LABEL[s]}
              </option>
            ))}
          </Select>
          <Select
            aria-label="Canal"
            className="w-auto"
            value={filtro.canal}
            onChange={(e) => muda({ canal: e.target.value as FiltroCaixaSaida['canal'] })}
          >
            <option value="">Todos os canais</option>
            {CANAIS_CAIXA_SAIDA.map((c) => (
              <option key={c} value={c}>
                {CANAL_CAIXA_SAIDA_LABEL[c]}
              </option>
            ))}
          </Select>
        </div>
        {lista.isPending ? (
          <p role="status" className="py-6 text-center text-sm text-slate-600">
            Carregando...
          </p>
        ) : lista.isError ? (
          <LoadError message={`Erro ao carregar a caixa de saída: ${lista.error.message}`} onRetry={() => void lista.refetch()} />
        ) : lista.data.itens.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 py-8 text-center text-sm text-slate-600">
            Nenhuma mensagem.
          </p>
        ) : (
          <>
            <Table aria-label="Mensagens da caixa de saída">
              <TableHeader>
                <TableRow>
                  <TableHead>Data</TableHead>
                  <TableHead>Para</TableHead>
                  <TableHead>Assunto</TableHead>
                  <TableHead>Canal</TableHead>
                  <TableHead>Situação</TableHead>
                  <TableHead className="text-right">Ações</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {lista.data.itens.map((m) => (
                  <TableRow key={m.id}>
                    <TableCell className="whitespace-nowrap">{dateTime(m.created_at)}</TableCell>
                    <TableCell className="break-all">{m.para}</TableCell>
                    <TableCell>{m.assunto}</TableCell>
                    <TableCell>{CANAL_CAIXA_SAIDA_LABEL[m.canal]}</TableCell>
                    <TableCell>
                      <Badge color={COR[m.status]}>{STATUS_CAIXA_SAIDA_LABEL[m.status]}</Badge>
                    </TableCell>
                    <TableCell className="text-right">
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => setAberta(m.id)}
                        aria-label={`Ver mensagem para ${m.para}: ${m.assunto}`}
                      >
                        Ver
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Pagination
              pagina={filtro.pagina}
              porPagina={POR_PAGINA}
              total={lista.data.total}
              onChange={(pagina) => muda({ pagina })}
            />
          </>
        )}
      </CardContent>
      <MensagemDialog id={aberta} onClose={() => setAberta(null)} />
    </Card>
  );
}
