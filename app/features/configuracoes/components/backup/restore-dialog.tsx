import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { CODIGOS_DE_ERRO } from '../../../../../domain/erros';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { FormField } from '../../../../components/form-field';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../../components/ui/dialog';
import { Select } from '../../../../components/ui/select';
import { dateTime, formatBytes } from '../../../../lib/format';
import { clearUserData } from '../../../../lib/query-client';
import type { Backup } from '../../api/carregar-backups';
import { ApiError } from '../../../../lib/api';
import { type OrigemRestauracao, useRestoreBackup } from '../../api/restore-backup';

/**
 * 'Restaurar Backup': a listed backup or a file from the computer, then a confirmation. The
 * server checks the file whole first; a bad one changes nothing and says why. A backup this
 * installation did not sign (older version, another installation) needs a second, explicit
 * confirmation: the server says why, and the restore is repeated only if the user accepts.
 */
export function RestoreDialog({
  open,
  onOpenChange,
  itens,
  inicial,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  itens: Backup[];
  inicial: string | null;
}) {
  const queryClient = useQueryClient();
  const restore = useRestoreBackup();
  const [fonte, setFonte] = useState<'lista' | 'arquivo'>(itens.length ? 'lista' : 'arquivo');
  const [nome, setNome] = useState(inicial ?? itens[0]?.nome ?? '');
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [confirmar, setConfirmar] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  /** The server's warning about a backup without this installation's signature, while asking. */
  const [semAssinatura, setSemAssinatura] = useState<string | null>(null);
  const escolhido = itens.find((i) => i.nome === nome);
  const origem: OrigemRestauracao | null =
    fonte === 'lista' ? (escolhido ? { nome: escolhido.nome } : null) : arquivo ? { arquivo } : null;
  const descricao =
    fonte === 'lista' ? (escolhido ? `o backup de ${dateTime(escolhido.criado_em)}` : '') : `o arquivo ${arquivo?.name ?? ''}`;

  const restaurar = (confirmarNaoAssinado = false) => {
    if (!origem) return;
    setErro(null);
    restore.mutate(
      { origem, confirmarNaoAssinado },
      {
        onSuccess: (r) => {
          setConfirmar(false);
          setSemAssinatura(null);
          onOpenChange(false);
          if (!r.sessao_mantida) {
            toast.info('Backup restaurado. Sua sessão foi encerrada: entre novamente.');
            clearUserData();
            return;
          }
          toast.success(
            `Backup de ${dateTime(r.criado_em)} restaurado: ${r.tabelas} tabelas, ${r.arquivos} arquivos. As outras sessões foram encerradas.`,
          );
          void queryClient.invalidateQueries();
        },
        onError: (e) => {
          setConfirmar(false);
          setSemAssinatura(null);
          if (e instanceof ApiError && e.code === CODIGOS_DE_ERRO.backupNaoAssinado && !confirmarNaoAssinado)
            setSemAssinatura(e.message);
          else setErro(e.message);
        },
      },
    );
  };

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent title="Restaurar Backup" description="Todos os dados atuais serão substituídos pelos do backup escolhido.">
          <div className="grid gap-4">
            <fieldset className="flex flex-wrap gap-4">
              <legend className="sr-only">Origem do backup</legend>
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="fonte"
                  className="size-4 accent-blue-600"
                  checked={fonte === 'lista'}
                  disabled={!itens.length}
                  onChange={() => setFonte('lista')}
                />
                Um backup da lista
              </label>
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="fonte"
                  className="size-4 accent-blue-600"
                  checked={fonte === 'arquivo'}
                  onChange={() => setFonte('arquivo')}
                />
                Um arquivo do computador
              </label>
            </fieldset>
            {fonte === 'lista' ? (
              <FormField id="restaurar-backup" label="Backup">
                <Select id="restaurar-backup" value={nome} onChange={(e) => setNome(e.target.value)}>
                  {itens.map((i) => (
                    <option key={i.nome} value={i.nome}>{`${dateTime(i.criado_em)} — ${formatBytes(i.tamanho)}`}</option>
                  ))}
                </Select>
              </FormField>
            ) : (
              <FormField id="restaurar-arquivo" label="Arquivo de backup (.tar.gz)">
                <input
                  id="restaurar-arquivo"
                  type="file"
                  accept=".gz,application/gzip"
                  className="text-sm text-slate-800"
                  onChange={(e) => setArquivo(e.target.files?.[0] ?? null)}
                />
              </FormField>
            )}
            {erro ? (
              <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                {erro}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button variant="destructive" disabled={!origem || restore.isPending} onClick={() => setConfirmar(true)}>
              Restaurar
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirmar}
        onOpenChange={setConfirmar}
        title="Confirmar restauração"
        description={`Restaurar ${descricao}? Todos os dados atuais serão substituídos e as sessões dos outros usuários serão encerradas. Esta ação não pode ser desfeita.`}
        confirmLabel="Restaurar"
        pending={restore.isPending}
        pendingLabel="Restaurando..."
        onConfirm={() => restaurar()}
      />
      <ConfirmDialog
        open={semAssinatura !== null}
        onOpenChange={(o) => {
          if (!o) setSemAssinatura(null);
        }}
        title="Backup sem assinatura desta instalação"
        description={`${semAssinatura ?? ''} Restaurar mesmo assim substitui todos os dados atuais pelos deste arquivo, que pode ter sido alterado (por exemplo, dando acesso de administrador a outra pessoa). A restauração fica registrada na auditoria.`}
        confirmLabel="Restaurar mesmo assim"
        pending={restore.isPending}
        pendingLabel="Restaurando..."
        onConfirm={() => restaurar(true)}
      />
    </>
  );
}
