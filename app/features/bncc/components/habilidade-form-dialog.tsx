import { useFormContext } from 'react-hook-form';
import { lerCodigoOficial } from '../../../../domain/bncc';
import { camposDe } from '../../../components/campos';
import { type DialogoProps, FormDialog } from '../../../components/form-dialog';
import { useMutacoesDeCadastro } from '../../../lib/use-mutacoes-de-cadastro';
import { useCriarHabilidade } from '../api/criar-habilidade';
import { habilidadeQueryOptions } from '../api/carregar-habilidade';
import type { Habilidade } from '../api/carregar-habilidades';
import { useAtualizarHabilidade } from '../api/atualizar-habilidade';
import { type HabilidadeFormValues, formularioHabilidade } from './habilidade-form';
import { OpcoesAnoSerie, OpcoesComponente } from './opcoes';
import { TEXTOS } from './textos';

const { CampoTexto, CampoAreaTexto, CampoSelect } = camposDe<HabilidadeFormValues>();

interface Props extends DialogoProps {
  /** The row to edit; null opens 'Nova Habilidade'. */
  habilidade: Habilidade | null;
  /** An administrador creates official skills; everyone else their body's own. */
  isAdministrador: boolean;
}

/** Dialog 'Nova Habilidade' / 'Editar Habilidade BNCC'. */
export function HabilidadeFormDialog({ habilidade, isAdministrador, ...dialogo }: Props) {
  const mutacoes = useMutacoesDeCadastro(useCriarHabilidade(), useAtualizarHabilidade(), habilidadeQueryOptions);
  const oficial = habilidade ? habilidade.origem === 'oficial' : isAdministrador;
  return (
    <FormDialog {...dialogo} formulario={formularioHabilidade(oficial)} registro={habilidade} mutacoes={mutacoes}>
      <p className="text-sm text-slate-600">
        {oficial ? 'Habilidade do catálogo oficial da BNCC.' : 'Habilidade própria da sua rede de ensino.'}
      </p>
      <CampoCodigo />
      <CampoAreaTexto name="descricao" label="Descrição" rows={5} />
      <CampoSelect name="componente_curricular" label="Componente Curricular" vazio={TEXTOS.selecione}>
        <OpcoesComponente />
      </CampoSelect>
      <CampoSelect name="ano_serie" label="Ano/Série" vazio={TEXTOS.selecione}>
        <OpcoesAnoSerie comFaixas />
      </CampoSelect>
    </FormDialog>
  );
}

/** An official code names its component and year: they are filled in when still empty. */
function CampoCodigo() {
  const { getValues, setValue } = useFormContext<HabilidadeFormValues>();
  const preencher = () => {
    const lido = lerCodigoOficial(getValues('codigo').trim().toUpperCase());
    if (!lido) return;
    if (!getValues('componente_curricular')) setValue('componente_curricular', lido.componente_curricular);
    if (!getValues('ano_serie')) setValue('ano_serie', lido.ano_serie);
  };
  return <CampoTexto name="codigo" label="Código" placeholder="EF67LP01" className="font-mono uppercase" aoSair={preencher} />;
}
