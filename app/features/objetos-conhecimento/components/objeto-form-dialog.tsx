import { useFormContext, useWatch } from 'react-hook-form';
import { componenteDaDisciplina, normalizarAnoSerie } from '../../../../domain/bncc';
import { BIMESTRES, STATUS_OBJETO, STATUS_OBJETO_LABEL } from '../../../../domain/schemas/objeto-conhecimento';
import { camposDe } from '../../../components/campos';
import { type DialogoProps, FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { Input } from '../../../components/ui/input';
import { useMutacoesDeCadastro } from '../../../lib/use-mutacoes-de-cadastro';
import { useCriarObjeto } from '../api/criar-objeto';
import { objetoQueryOptions } from '../api/carregar-objeto';
import type { ObjetoConhecimento } from '../api/carregar-objetos';
import type { TurmaOpcao } from '../api/carregar-opcoes';
import { useAtualizarObjeto } from '../api/atualizar-objeto';
import { CompetenciasInput } from './competencias-input';
import { HabilidadesPicker } from './habilidades-picker';
import { type ObjetoFormValues, formularioObjeto } from './objeto-form';
import { TEXTOS } from './textos';

const OPCOES_BIMESTRE = BIMESTRES.map((b) => ({ id: String(b), nome: `${b}º Bimestre` }));
const { CampoTexto, CampoData, CampoAreaTexto, CampoSelect, CampoControlado } = camposDe<ObjetoFormValues>();

interface Props extends DialogoProps {
  objeto: ObjetoConhecimento | null;
  /** The classes (one, on a class page) and the subjects the viewer works on in each. */
  turmas: TurmaOpcao[];
  /** Pre-selected on a new object: the page's class and subject filters. */
  contexto: { turmaId: string; disciplinaId: string };
}

/** Dialog 'Novo/Editar Objeto de Conhecimento'. */
export function ObjetoFormDialog({ objeto, turmas, contexto, ...dialogo }: Props) {
  const mutacoes = useMutacoesDeCadastro(useCriarObjeto(), useAtualizarObjeto(), objetoQueryOptions);
  const inicial = {
    turmaId: contexto.turmaId || (turmas.length === 1 ? turmas[0]!.id : ''),
    disciplinaId: contexto.disciplinaId,
  };
  return (
    <FormDialog {...dialogo} formulario={formularioObjeto(inicial)} registro={objeto} mutacoes={mutacoes}>
      <TurmaEDisciplina turmas={turmas} />
      <div className="grid gap-4 sm:grid-cols-3">
        <CampoTexto name="codigo" label="Código" placeholder="OC-01" />
        <CampoSelect name="bimestre" label="Bimestre" vazio={TEXTOS.selecione} opcoes={OPCOES_BIMESTRE} />
        <CampoSelect name="status" label="Status" opcoes={STATUS_OBJETO} rotulos={STATUS_OBJETO_LABEL} />
      </div>
      <CampoTexto name="titulo" label="Título" />
      <CampoAreaTexto name="descricao" label="Descrição" rows={3} />
      <CampoHabilidades turmas={turmas} />
      <CampoControlado name="competencias">
        {(c) => <CompetenciasInput id={c.id} value={c.value} onChange={c.onChange} error={c.erro} />}
      </CampoControlado>
      <div className="grid gap-4 sm:grid-cols-2">
        <CampoData name="data_inicio" label="Data de Início" />
        <CampoData name="data_fim" label="Data de Fim" />
      </div>
      <CampoAreaTexto name="observacoes" label="Observações" rows={2} />
    </FormDialog>
  );
}

/** The class chosen (or the page's own) and its subjects; its série is shown, not chosen. */
function TurmaEDisciplina({ turmas }: { turmas: TurmaOpcao[] }) {
  const { setValue, formState } = useFormContext<ObjetoFormValues>();
  const turmaId = useWatch<ObjetoFormValues, 'turma_id'>({ name: 'turma_id' });
  const turma = turmas.find((t) => t.id === turmaId);
  const unica = turmas.length === 1 ? turmas[0] : undefined;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {unica ? (
        // A class page: the class is the page's own.
        <FormField id="objeto-turma_id" label="Turma" error={formState.errors.turma_id?.message}>
          <Input id="objeto-turma_id" value={unica.nome} readOnly aria-readonly className="bg-slate-50" />
        </FormField>
      ) : (
        <CampoSelect
          name="turma_id"
          label="Turma"
          vazio={TEXTOS.selecione}
          aoMudar={() => setValue('disciplina_id', '')}
          opcoes={turmas}
        />
      )}
      <CampoSelect name="disciplina_id" label="Disciplina" vazio={TEXTOS.selecione} opcoes={turma?.disciplinas ?? []} />
      <FormField id="objeto-serie" label="Série">
        <Input id="objeto-serie" value={turma?.serie ?? ''} readOnly aria-readonly className="bg-slate-50" />
      </FormField>
    </div>
  );
}

/** The search starts within the class's year and the subject's component. */
function CampoHabilidades({ turmas }: { turmas: TurmaOpcao[] }) {
  const [turmaId, disciplinaId] = useWatch<ObjetoFormValues, ['turma_id', 'disciplina_id']>({
    name: ['turma_id', 'disciplina_id'],
  });
  const turma = turmas.find((t) => t.id === turmaId);
  const disciplina = turma?.disciplinas.find((d) => d.id === disciplinaId);
  return (
    <CampoControlado name="habilidades">
      {(c) => (
        <HabilidadesPicker
          id={c.id}
          value={c.value}
          onChange={c.onChange}
          anoSerie={turma ? (normalizarAnoSerie(turma.serie) ?? turma.serie) : ''}
          componente={disciplina ? componenteDaDisciplina(disciplina.disciplina) : null}
          error={c.erro}
        />
      )}
    </CampoControlado>
  );
}
