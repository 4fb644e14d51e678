import { DatabaseBackup, Download, RotateCcw, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../../components/ui/table';
import { dateTime, formatBytes } from '../../../../lib/format';
import { useCreateBackup, useDeleteBackup } from '../../api/backup-actions';
import type { Backup } from '../../api/carregar-backups';
import { RestoreDialog } from './restore-dialog';

const ORIGEM_LABEL: Record<Backup['origem'], string> = {
  manual: 'Manual',
  automatico: 'Automático',
  cli: 'Linha de comando',
};

/** 'Fazer Backup Agora', 'Restaurar Backup' and the backups kept, with date and size. */
export function BackupListaCard({ itens }: { itens: Backup[] }) {
  const criar = useCreateBackup();
  const excluir = useDeleteBackup();
  const [restaurar, setRestaurar] = useState<{ aberto: boolean; nome: string | null }>({ aberto: false, nome: null });
  const [apagar, setApagar] = useState<Backup | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Backups</CardTitle>
        <CardDescription>
          Cada backup guarda todas as tabelas e todos os arquivos enviados, com soma de verificação. Guarde os arquivos baixados
          com o mesmo cuidado que o banco de dados.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={criar.isPending}
            onClick={() =>
              criar.mutate(undefined, {
                onSuccess: (b) => toast.success(`Backup criado: ${formatBytes(b.tamanho)}`),
                onError: (e) => toast.error(`Erro ao fazer backup: ${e.message}`),
              })
            }
          >
            <DatabaseBackup aria-hidden="true" />
            {criar.isPending ? 'Fazendo backup...' : 'Fazer Backup Agora'}
          </Button>
          <Button variant="outline" onClick={() => setRestaurar({ aberto: true, nome: null })}>
            <Upload aria-hidden="true" />
            Restaurar Backup
          </Button>
        </div>
        {itens.length === 0 ? (
          <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
            Nenhum backup realizado ainda.
          </p>
        ) : (
          <Table aria-label="Backups guardados">
            <TableHeader>
              <TableRow>
                <TableHead>Data</TableHead>
                <TableHead>Tamanho</TableHead>
                <TableHead>Origem</TableHead>
                <TableHead className="text-right">Ações</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {itens.map((b) => (
                <TableRow key={b.nome}>
                  <TableCell>{dateTime(b.criado_em)}</TableCell>
                  <TableCell>{formatBytes(b.tamanho)}</TableCell>
                  <TableCell>{ORIGEM_LABEL[b.origem]}</TableCell>
                  <TableCell className="text-right">
                    <div className="flex justify-end gap-1">
                      <Button asChild variant="ghost" size="icon-sm" aria-label={`Baixar backup de ${dateTime(b.criado_em)}`}>
                        <a href={`/api/backups/${encodeURIComponent(b.nome)}`} download={b.nome}>
                          <Download aria-hidden="true" />
                        </a>
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label={`Restaurar backup de ${dateTime(b.criado_em)}`}
                        onClick={() => setRestaurar({ aberto: true, nome: b.nome })}
                      >
                        <RotateCcw aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label={`Excluir backup de ${dateTime(b.criado_em)}`}
                        onClick={() => setApagar(b)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      {restaurar.aberto ? (
        <RestoreDialog
          open
          onOpenChange={(aberto) => setRestaurar((r) => ({ ...r, aberto }))}
          itens={itens}
          inicial={restaurar.nome}
        />
      ) : null}
      <ConfirmDialog
        open={apagar !== null}
        onOpenChange={(o) => !o && setApagar(null)}
        description={
          apagar
            ? `Tem certeza que deseja excluir o backup de ${dateTime(apagar.criado_em)}? Esta ação não pode ser desfeita.`
            : ''
        }
        pending={excluir.isPending}
        onConfirm={() =>
          apagar &&
          excluir.mutate(apagar.nome, {
            onSuccess: () => {
              setApagar(null);
              toast.success('Backup excluído');
            },
            onError: (e) => toast.error(`Erro ao excluir backup: ${e.message}`),
          })
        }
      />
    </Card>
  );
}
