import { useQueryClient } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { lerCodigoOficial } from '../../../../domain/bncc';
import { camposDe } from '../../../components/campos';
import { type DialogoProps, FormDialog } from '../../../components/form-dialog';
import { useCriarHabilidade } from '../api/criar-habilidade';
import { habilidadeQueryOptions } from '../api/carregar-habilidade';
import type { Habilidade } from '../api/carregar-habilidades';
import { useAtualizarHabilidade } from '../api/atualizar-habilidade';
import { CAMPOS, type HabilidadeFormValues, habilidadeResolver, valoresIniciais } from './habilidade-form';
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
  const queryClient = useQueryClient();
  const criar = useCriarHabilidade();
  const atualizar = useAtualizarHabilidade();
  const oficial = habilidade ? habilidade.origem === 'oficial' : isAdministrador;
  return (
    <FormDialog
      {...dialogo}
      title={habilidade ? TEXTOS.editarTitulo : TEXTOS.novaTitulo}
      className="max-w-xl"
      prefixo="habilidade"
      registro={habilidade}
      valores={valoresIniciais(habilidade)}
      resolver={habilidadeResolver(oficial)}
      campos={CAMPOS}
      criar={criar.mutateAsync}
      atualizar={atualizar.mutateAsync}
      versaoAtual={(id) => queryClient.fetchQuery({ ...habilidadeQueryOptions(id), staleTime: 0 })}
      sucesso={habilidade ? TEXTOS.atualizada : TEXTOS.criada}
      falha={TEXTOS.erroSalvar}
    >
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
