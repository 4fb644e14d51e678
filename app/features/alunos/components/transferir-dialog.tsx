import { useState } from 'react';
import { toast } from 'sonner';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api';
import { hojeNoFuso } from '../../../lib/format';
import { useEscolas } from '../api/get-escolas';
import type { ItemRoster } from '../api/get-roster';
import { useTurmasEscola } from '../api/get-turmas-escola';
import { useTransferir } from '../api/save-matricula';
import { TEXTOS } from './textos';

interface Props {
  matricula: ItemRoster | null;
  escolaId: string;
  turmaId: string;
  onClose: () => void;
}

/** Transfers a student to another class (of this school or another of the body): history kept. */
export function TransferirDialog({ matricula, escolaId, turmaId, onClose }: Props) {
  return (
    <Dialog open={matricula !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={matricula ? TEXTOS.transferirTitulo(matricula.nome) : ''} description={TEXTOS.transferirAjuda}>
        {matricula ? <Transferencia matricula={matricula} escolaId={escolaId} turmaId={turmaId} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Transferencia({
  matricula,
  escolaId,
  turmaId,
  onDone,
}: {
  matricula: ItemRoster;
  escolaId: string;
  turmaId: string;
  onDone: () => void;
}) {
  const [escola, setEscola] = useState(escolaId);
  const [destino, setDestino] = useState('');
  const [data, setData] = useState(hojeNoFuso());
  const [erros, setErros] = useState<Record<string, string>>({});
  const escolas = useEscolas(true);
  const turmas = useTurmasEscola(escola);
  const transferir = useTransferir();
  const opcoes = (turmas.data?.itens ?? []).filter((t) => t.ativo && t.id !== turmaId);

  const salvar = (e: React.FormEvent) => {
    e.preventDefault();
    if (!destino) {
      setErros({ turma_id: 'Turma de destino é obrigatória' });
      return;
    }
    transferir.mutate(
      { id: matricula.matricula_id, turma_id: destino, data: data || null },
      {
        onSuccess: () => {
          toast.success(TEXTOS.transferido);
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErros(error.fields);
          else toast.error(TEXTOS.erroTransferir(error.message));
        },
      },
    );
  };

  const a11y = (name: string) => ({
    id: `transferir-${name}`,
    'aria-invalid': erros[name] ? true : undefined,
    'aria-describedby': erros[name] ? `transferir-${name}-erro` : undefined,
  });

  return (
    <form onSubmit={salvar} noValidate className="grid gap-4">
      <FormField id="transferir-escola" label="Escola de destino">
        <Select
          id="transferir-escola"
          value={escola}
          onChange={(e) => {
            setEscola(e.target.value);
            setDestino('');
          }}
        >
          {(escolas.data?.itens ?? [{ id: escolaId, nome: '…', empresa_id: '' }]).map((e) => (
            <option key={e.id} value={e.id}>
              {e.nome}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="transferir-turma_id" label="Turma de destino" error={erros.turma_id}>
        <Select {...a11y('turma_id')} value={destino} onChange={(e) => setDestino(e.target.value)} disabled={turmas.isPending}>
          <option value="">{turmas.isPending ? TEXTOS.carregandoOpcoes : 'Selecione a turma'}</option>
          {opcoes.map((t) => {
            const lotada = t.alunos_matriculados >= t.capacidade;
            return (
              <option key={t.id} value={t.id} disabled={lotada}>
                {t.nome} ({t.alunos_matriculados}/{t.capacidade}){lotada ? ' — lotada' : ''}
              </option>
            );
          })}
        </Select>
      </FormField>
      <FormField id="transferir-data" label="Data da transferência" error={erros.data}>
        <Input type="date" {...a11y('data')} value={data} onChange={(e) => setData(e.target.value)} />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={transferir.isPending}>
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" disabled={transferir.isPending}>
          {transferir.isPending ? 'Transferindo...' : TEXTOS.transferir}
        </Button>
      </DialogFooter>
    </form>
  );
}
