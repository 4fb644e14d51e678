import { useState } from 'react';
import { toast } from 'sonner';
import { serieDisciplinaDaTurma } from '../../../../domain/academico/series';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api';
import { useDisciplinasSerie } from '../api/get-disciplinas-serie';
import { useProfessoresOpcoes } from '../api/get-professores-opcoes';
import type { Turma } from '../api/get-turmas';
import { useCreateAtribuicao } from '../api/save-atribuicao';
import { TEXTOS } from './textos';

/** Assigns a professor of the body to one of the class's série subjects (a teaching assignment). */
export function AtribuicaoDialog({
  turma,
  open,
  onOpenChange,
}: {
  turma: Turma;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={TEXTOS.atribuirTitulo(turma.nome)}>
        {open ? <AtribuicaoForm turma={turma} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AtribuicaoForm({ turma, onDone }: { turma: Turma; onDone: () => void }) {
  const disciplinas = useDisciplinasSerie(turma.empresa_id, serieDisciplinaDaTurma(turma.serie), true);
  const professores = useProfessoresOpcoes(turma.escola_id);
  const criar = useCreateAtribuicao();
  const [disciplinaId, setDisciplinaId] = useState('');
  const [professorId, setProfessorId] = useState('');
  const [erros, setErros] = useState<Record<string, string>>({});

  const salvar = async (e: React.FormEvent) => {
    e.preventDefault();
    const faltando: Record<string, string> = {};
    if (!disciplinaId) faltando.disciplina_id = 'Disciplina é obrigatória';
    if (!professorId) faltando.professor_id = 'Professor é obrigatório';
    setErros(faltando);
    if (Object.keys(faltando).length) return;
    try {
      await criar.mutateAsync({ turma_id: turma.id, disciplina_id: disciplinaId, professor_id: professorId });
      toast.success(TEXTOS.atribuido);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErros(error.fields);
      else toast.error(TEXTOS.erroAtribuir(error instanceof Error ? error.message : 'Erro desconhecido'));
    }
  };

  const a11y = (name: string) => ({
    id: `atribuicao-${name}`,
    'aria-invalid': erros[name] ? true : undefined,
    'aria-describedby': erros[name] ? `atribuicao-${name}-erro` : undefined,
  });

  return (
    <form onSubmit={salvar} noValidate className="grid gap-4">
      <FormField id="atribuicao-disciplina_id" label="Disciplina" error={erros.disciplina_id}>
        <Select
          {...a11y('disciplina_id')}
          value={disciplinaId}
          onChange={(e) => setDisciplinaId(e.target.value)}
          disabled={disciplinas.isPending}
        >
          <option value="">{disciplinas.isPending ? 'Carregando disciplinas...' : 'Selecione a disciplina'}</option>
          {(disciplinas.data?.itens ?? []).map((d) => (
            <option key={d.id} value={d.id}>
              {d.nome}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="atribuicao-professor_id" label="Professor" error={erros.professor_id}>
        <Select
          {...a11y('professor_id')}
          value={professorId}
          onChange={(e) => setProfessorId(e.target.value)}
          disabled={professores.isPending}
        >
          <option value="">{professores.isPending ? TEXTOS.carregandoProfessores : 'Selecione o professor'}</option>
          {(professores.data?.itens ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.nome}
            </option>
          ))}
        </Select>
      </FormField>
      {disciplinas.isError || professores.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {(disciplinas.error ?? professores.error)?.message}
        </p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={criar.isPending}>
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" disabled={criar.isPending}>
          {criar.isPending ? 'Salvando...' : 'Atribuir'}
        </Button>
      </DialogFooter>
    </form>
  );
}
