import { BIMESTRES, BIMESTRE_LABEL, CODIGOS_DISCIPLINA, CODIGO_DISCIPLINA_LABEL } from '../../../../domain/academico/catalogo';
import { SERIES_DISCIPLINA, SERIE_DISCIPLINA_LABEL } from '../../../../domain/academico/series';
import { camposDe } from '../../../components/campos';
import { type DialogoProps, FormDialog } from '../../../components/form-dialog';
import { apiFetch } from '../../../lib/api';
import type { EmpresaOpcao } from '../../../lib/opcoes/empresas';
import { useMutacoesDeCadastro } from '../../../lib/use-mutacoes-de-cadastro';
import type { Disciplina } from '../api/carregar-disciplinas';
import { useCriarDisciplina, useAtualizarDisciplina } from '../api/salvar-disciplina';
import { type DisciplinaFormValues, formularioDisciplina } from './disciplina-form';
import { TEXTOS } from './textos';

const { CampoTexto, CampoNumero, CampoSelect, CampoAreaTexto } = camposDe<DisciplinaFormValues>();

interface Props extends DialogoProps {
  disciplina: Disciplina | null;
  /** Administradores choose the education body; empty for everyone else. */
  empresas: EmpresaOpcao[];
}

const TEXTOS_LONGOS = [
  ['descricao', 'Descrição'],
  ['objetivos', 'Objetivos'],
  ['competencias', 'Competências'],
  ['habilidades', 'Habilidades'],
] as const;

/** Dialog 'Novo / Editar Componente Curricular'; the body is chosen only when creating. */
export function DisciplinaFormDialog({ disciplina, empresas, ...dialogo }: Props) {
  const reler = (id: string) => apiFetch<Disciplina>(`/api/disciplinas/${id}`);
  const mutacoes = useMutacoesDeCadastro(useCriarDisciplina(), useAtualizarDisciplina(), reler);
  const escolheEmpresa = empresas.length > 0;
  const formulario = formularioDisciplina(Boolean(disciplina), escolheEmpresa);
  return (
    <FormDialog {...dialogo} formulario={formulario} registro={disciplina} mutacoes={mutacoes}>
      <CampoTexto name="nome" label="Nome" largo />
      {escolheEmpresa && !disciplina ? (
        <CampoSelect name="empresa_id" label="Empresa" largo vazio={TEXTOS.selecioneEmpresa} opcoes={empresas} />
      ) : null}
      <CampoSelect
        name="disciplina"
        label="Disciplina"
        vazio={TEXTOS.selecione}
        opcoes={CODIGOS_DISCIPLINA}
        rotulos={CODIGO_DISCIPLINA_LABEL}
      />
      <CampoSelect
        name="serie_ano"
        label="Série/Ano"
        vazio={TEXTOS.selecione}
        opcoes={SERIES_DISCIPLINA}
        rotulos={SERIE_DISCIPLINA_LABEL}
      />
      <CampoSelect name="bimestre" label="Bimestre" vazio={TEXTOS.selecione} opcoes={BIMESTRES} rotulos={BIMESTRE_LABEL} />
      <CampoNumero name="carga_horaria" label="Carga Horária (horas)" min={0} />
      {TEXTOS_LONGOS.map(([name, label]) => (
        <CampoAreaTexto key={name} name={name} label={label} largo rows={2} />
      ))}
    </FormDialog>
  );
}
