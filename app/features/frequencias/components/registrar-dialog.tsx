import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormField } from '../../../components/form-field';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Select } from '../../../components/ui/select';
import { useOpcoesDeLancamento } from '../../../lib/opcoes/lancamento';
import { TEXTOS } from './textos';

/** 'Registrar Frequência': choose one of the classes and subjects the user may record, then its roll call. */
export function RegistrarDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const opcoes = useOpcoesDeLancamento('frequencias', {}, open);
  const possiveis = (opcoes.data?.itens ?? []).filter((o) => o.pode_lancar);
  const [escolha, setEscolha] = useState('');
  const atual = possiveis.find((o) => `${o.turma_id}:${o.disciplina_id}` === escolha) ?? possiveis[0];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={TEXTOS.registrar} description={TEXTOS.escolhaTurma}>
        {opcoes.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            {TEXTOS.carregando}
          </p>
        ) : opcoes.isError ? (
          <LoadError message={TEXTOS.erroCarregar(opcoes.error.message)} onRetry={() => void opcoes.refetch()} />
        ) : possiveis.length === 0 ? (
          <p className="text-sm text-slate-600">{TEXTOS.semTurmas}</p>
        ) : (
          <FormField id="registrar-turma" label="Turma e disciplina">
            <Select
              id="registrar-turma"
              value={atual ? `${atual.turma_id}:${atual.disciplina_id}` : ''}
              onChange={(e) => setEscolha(e.target.value)}
            >
              {possiveis.map((o) => (
                <option key={`${o.turma_id}:${o.disciplina_id}`} value={`${o.turma_id}:${o.disciplina_id}`}>
                  {`${o.escola_nome} — ${o.turma_nome} — ${o.disciplina_nome}`}
                </option>
              ))}
            </Select>
          </FormField>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancelar</Button>
          </DialogClose>
          <Button
            disabled={!atual}
            onClick={() =>
              atual &&
              navigate(
                `/escola/${atual.escola_id}/turma/${atual.turma_id}/frequencia?aba=lista&disciplina=${atual.disciplina_id}`,
              )
            }
          >
            {TEXTOS.irParaChamada}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
