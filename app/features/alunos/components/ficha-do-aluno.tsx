import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { STATUS_ALUNO, STATUS_ALUNO_LABEL } from '../../../../domain/academico/catalogo';
import {
  NACIONALIDADES,
  NACIONALIDADE_LABEL,
  PODERES_TRANSPORTE,
  PODER_TRANSPORTE_LABEL,
  SEXOS,
  SEXO_LABEL,
  VEICULOS_TRANSPORTE,
  VEICULO_TRANSPORTE_LABEL,
  ZONAS,
  ZONA_LABEL,
} from '../../../../domain/aluno/censo';
import { type AvisoDeSalvar, BarraDeSalvar, BotaoSalvar } from '../../../components/barra-de-salvar';
import { camposDe } from '../../../components/campos';
import { PrefixoDosCampos } from '../../../components/campos/campo';
import { FormSection } from '../../../components/ui/form-section';
import { ApiError } from '../../../lib/api';
import { type VersaoContexto, mostrarErrosDeCampo } from '../../../lib/form-resolver';
import { useAtalhoDeSalvar } from '../../../lib/use-atalho-de-salvar';
import type { AlunoDetalhe } from '../api/carregar-aluno';
import { type AlunoUpdateInput, useAtualizarAluno } from '../api/salvar-aluno';
import { AvisoDeDuplicados } from './aviso-de-duplicados';
import { CampoMunicipio } from './campo-municipio';
import { CAMPOS_DA_FICHA, type FichaFormValues, fichaResolver, valoresDaFicha } from './ficha-form';

const { CampoTexto, CampoData, CampoSelect, CampoBooleano, CampoCaixas } = camposDe<FichaFormValues>();

const SIM_NAO = { sim: ['sim', 'Sim'], nao: ['nao', 'Não'] } as const;
const VEICULOS = VEICULOS_TRANSPORTE.map((v) => ({ id: v, nome: VEICULO_TRANSPORTE_LABEL[v] }));

/**
 * The ficha do aluno as one form: identification, filiação, birthplace, documents, address and school
 * transport, saved together with the version loaded (409 when someone else saved first; what was typed
 * stays). Read-only for who may not change students.
 */
export function FichaDoAluno({ aluno, podeEditar }: { aluno: AlunoDetalhe; podeEditar: boolean }) {
  const [versao, setVersao] = useState(aluno.updated_at);
  const [aviso, setAviso] = useState<AvisoDeSalvar>(null);
  const atualizar = useAtualizarAluno();
  const form = useForm<FichaFormValues, VersaoContexto, AlunoUpdateInput>({
    context: { versao },
    defaultValues: valoresDaFicha(aluno),
    resolver: fichaResolver(aluno),
    reValidateMode: 'onSubmit',
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async (dados) => {
      setAviso(null);
      try {
        const salvo = await atualizar.mutateAsync({ id: aluno.id, input: { ...dados, updated_at: versao } });
        setVersao(salvo.updated_at);
        form.reset(valoresDaFicha({ ...aluno, ...salvo }));
        setAviso({ tipo: 'ok', texto: 'Ficha salva.' });
        toast.success('Ficha do aluno salva');
      } catch (error) {
        if (mostrarErrosDeCampo(error, form.setError, CAMPOS_DA_FICHA)) {
          setAviso({ tipo: 'erro', texto: 'Corrija os campos destacados antes de salvar.' });
          return;
        }
        const mensagem = error instanceof Error ? error.message : 'Erro desconhecido';
        setAviso({
          tipo: 'erro',
          texto: error instanceof ApiError && error.status === 409 ? mensagem : `Erro ao salvar a ficha: ${mensagem}`,
        });
      }
    },
    () => setAviso({ tipo: 'erro', texto: 'Corrija os campos destacados antes de salvar.' }),
  );
  const enviar = () => {
    if (podeEditar && !form.formState.isSubmitting) void onSubmit();
  };
  useAtalhoDeSalvar(podeEditar, enviar);

  return (
    <FormProvider {...form}>
      <PrefixoDosCampos.Provider value="ficha">
        <form
          noValidate
          aria-label="Ficha do aluno"
          onSubmit={(e) => {
            e.preventDefault();
            enviar();
          }}
          className="grid gap-8"
        >
          <fieldset disabled={!podeEditar} className="grid gap-8">
            <FormSection title="Identificação">
              <CampoTexto name="nome" label="Nome completo" largo />
              <CampoData name="data_nascimento" label="Data de nascimento" />
              <CampoSelect name="sexo" label="Sexo" opcoes={SEXOS} rotulos={SEXO_LABEL} vazio="Não informado" />
              <CampoTexto name="email" label="E-mail" type="email" />
              <CampoTexto name="telefone" label="Telefone" type="tel" />
              <CampoTexto name="codigo_inep" label="Código INEP" inputMode="numeric" />
              <CampoSelect name="status" label="Status" opcoes={STATUS_ALUNO} rotulos={STATUS_ALUNO_LABEL} />
            </FormSection>
            <Duplicados aluno={aluno} />
            <FormSection title="Filiação">
              <CampoTexto name="filiacao_1" label="Filiação 1" largo />
              <CampoTexto name="filiacao_2" label="Filiação 2" largo />
              <CampoBooleano name="filiacao_nao_declarada" label="Filiação não declarada" {...SIM_NAO} />
            </FormSection>
            <FormSection title="Nacionalidade e naturalidade">
              <CampoSelect
                name="nacionalidade"
                label="Nacionalidade"
                opcoes={NACIONALIDADES}
                rotulos={NACIONALIDADE_LABEL}
                vazio="Não informada"
              />
              <CampoTexto name="pais_nascimento" label="País de nascimento" />
              <CampoMunicipio
                name="municipio_nascimento_ibge"
                label="Município de nascimento"
                nomeInicial={aluno.municipio_nascimento_nome}
              />
            </FormSection>
            <FormSection title="Documentos">
              <CampoTexto name="cpf" label="CPF" inputMode="numeric" placeholder="000.000.000-00" />
              <CampoTexto name="nis" label="NIS" inputMode="numeric" />
              <CampoTexto name="rg" label="RG" />
              <CampoTexto
                name="certidao_nascimento"
                label="Certidão de nascimento (matrícula, 32 dígitos)"
                inputMode="numeric"
                largo
              />
              <CampoTexto name="certidao_livro" label="Certidão antiga: livro" />
              <CampoTexto name="certidao_folha" label="Certidão antiga: folha" />
              <CampoTexto name="certidao_termo" label="Certidão antiga: termo" />
            </FormSection>
            <FormSection title="Endereço">
              <CampoTexto name="cep" label="CEP" inputMode="numeric" placeholder="00000-000" />
              <CampoTexto name="endereco" label="Logradouro" />
              <CampoTexto name="endereco_numero" label="Número" />
              <CampoTexto name="endereco_complemento" label="Complemento" />
              <CampoTexto name="bairro" label="Bairro" />
              <CampoMunicipio name="municipio_ibge" label="Município" nomeInicial={aluno.municipio_nome} />
              <CampoSelect name="zona" label="Zona" opcoes={ZONAS} rotulos={ZONA_LABEL} vazio="Não informada" />
            </FormSection>
            <FormSection title="Transporte escolar">
              <CampoSelect
                name="transporte_publico"
                label="Usa transporte escolar público"
                opcoes={['sim', 'nao']}
                rotulos={{ sim: 'Sim', nao: 'Não' }}
                vazio="Não informado"
              />
              <CampoSelect
                name="transporte_poder"
                label="Poder público responsável"
                opcoes={PODERES_TRANSPORTE}
                rotulos={PODER_TRANSPORTE_LABEL}
                vazio="Nenhum"
              />
              <div className="sm:col-span-2">
                <CampoCaixas name="transporte_veiculos" legenda="Veículos" opcoes={VEICULOS} />
              </div>
            </FormSection>
          </fieldset>
          {podeEditar ? (
            <BarraDeSalvar rotulo="Salvar ficha" aviso={aviso}>
              <BotaoSalvar type="submit" indisponivel={isSubmitting}>
                {isSubmitting ? 'Salvando...' : 'Salvar ficha'}
              </BotaoSalvar>
            </BarraDeSalvar>
          ) : null}
        </form>
      </PrefixoDosCampos.Provider>
    </FormProvider>
  );
}

/** The duplicate warning, on what the form holds now. */
function Duplicados({ aluno }: { aluno: AlunoDetalhe }) {
  const v = useWatch<FichaFormValues>();
  return <AvisoDeDuplicados alunoId={aluno.id} dados={{ ...v, escola_id: aluno.escola_id }} />;
}
