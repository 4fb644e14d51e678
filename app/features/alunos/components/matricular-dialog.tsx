import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { SearchInput } from '../../../components/search-input';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { type Aluno, useAlunos } from '../api/carregar-alunos';
import { useMatricular } from '../api/salvar-matricula';
import { TEXTOS } from './textos';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  escolaId: string;
  turma: { id: string; nome: string };
}

/** Enrols an active student of the school with no class into this one; the server enforces capacity. */
export function MatricularDialog({ open, onOpenChange, escolaId, turma }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" title={TEXTOS.matricularTitulo(turma.nome)} description={TEXTOS.matricularAjuda}>
        {open ? <Escolha escolaId={escolaId} turma={turma} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Escolha({ escolaId, turma, onDone }: Omit<Props, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const [busca, setBusca] = useState('');
  const onBusca = useCallback((v: string) => setBusca(v), []);
  const candidatos = useAlunos({
    pagina: 1,
    porPagina: 10,
    busca: busca.trim(),
    escola_id: escolaId,
    turma_id: 'all',
    serie: 'all',
    status: 'ativo',
    sem_turma: true,
  });
  const matricular = useMatricular();

  const escolher = (aluno: Aluno) =>
    matricular.mutate(
      { aluno_id: aluno.id, turma_id: turma.id },
      {
        onSuccess: () => {
          toast.success(TEXTOS.matriculadoOk(aluno.nome));
          onDone();
        },
        // The server's message says why (capacity reached, class inactive…).
        onError: (error) => toast.error(TEXTOS.erroMatricular(error.message)),
      },
    );

  return (
    <div className="grid gap-4">
      <SearchInput value={busca} onChange={onBusca} placeholder={TEXTOS.busca} />
      {candidatos.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {TEXTOS.carregando}
        </p>
      ) : candidatos.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {TEXTOS.erroCarregar(candidatos.error.message)}
        </p>
      ) : candidatos.data.itens.length === 0 ? (
        <p className="text-sm text-slate-600">{TEXTOS.nenhumDisponivel}</p>
      ) : (
        <ul aria-label="Alunos sem turma" className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {candidatos.data.itens.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{a.nome}</p>
                <p className="font-mono text-xs text-slate-600">{a.matricula}</p>
              </div>
              <Button size="sm" disabled={matricular.isPending} onClick={() => escolher(a)} aria-label={`Matricular ${a.nome}`}>
                Matricular
              </Button>
            </li>
          ))}
        </ul>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Fechar</Button>
        </DialogClose>
      </DialogFooter>
    </div>
  );
}
