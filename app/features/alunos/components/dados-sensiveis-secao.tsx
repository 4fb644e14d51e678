import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { CORES_RACAS, COR_RACA_LABEL, DEFICIENCIAS, DEFICIENCIA_LABEL } from '../../../../domain/aluno/censo';
import { type DadosSensiveis, dadosSensiveisUpdate } from '../../../../domain/schemas/aluno-dados-sensiveis';
import { type AvisoDeSalvar, BarraDeSalvar, BotaoSalvar } from '../../../components/barra-de-salvar';
import { camposDe } from '../../../components/campos';
import { PrefixoDosCampos, useCampo } from '../../../components/campos/campo';
import { LoadError } from '../../../components/load-error';
import { FormSection } from '../../../components/ui/form-section';
import { Spinner } from '../../../components/ui/spinner';
import { type VersaoContexto, mostrarErrosDeCampo, schemaResolver } from '../../../lib/form-resolver';
import { type DadosSensiveisInput, useDadosSensiveis, useSalvarDadosSensiveis } from '../api/dados-sensiveis';

interface SensiveisFormValues {
  cor_raca: string;
  deficiencias: string[];
  apoios: Record<string, string>;
  alergias: string;
  medicamentos: string;
  restricoes: string;
}
const CAMPOS = ['cor_raca', 'deficiencias', 'apoios', 'alergias', 'medicamentos', 'restricoes'] as const;
const { CampoSelect, CampoCaixas, CampoAreaTexto, CampoTexto } = camposDe<SensiveisFormValues>();
const OPCOES_DEFICIENCIA = DEFICIENCIAS.map((d) => ({ id: d, nome: DEFICIENCIA_LABEL[d] }));

const valores = (d: DadosSensiveis): SensiveisFormValues => ({
  cor_raca: d.cor_raca ?? '',
  deficiencias: d.deficiencias,
  apoios: { ...d.apoios },
  alergias: d.alergias ?? '',
  medicamentos: d.medicamentos ?? '',
  restricoes: d.restricoes ?? '',
});

/**
 * "Dados sensíveis (LGPD, art. 11)": shown only to who holds sensiveis.ler, loaded from their own
 * endpoint (each read in the access log), saved apart from the rest of the ficha with their own version.
 */
export function DadosSensiveisSecao({ alunoId, podeEditar }: { alunoId: string; podeEditar: boolean }) {
  const dados = useDadosSensiveis(alunoId);
  return (
    <section aria-labelledby="secao-sensiveis" className="grid gap-4 rounded-lg border border-amber-200 bg-amber-50/40 p-4">
      <div>
        <h2 id="secao-sensiveis" className="text-base font-semibold text-slate-900">
          Dados sensíveis (LGPD, art. 11)
        </h2>
        <p className="text-sm text-slate-700">Visíveis só a quem tem a permissão; cada leitura fica no registro de acessos.</p>
      </div>
      {dados.isPending ? (
        <Spinner label="Carregando dados sensíveis..." />
      ) : dados.isError ? (
        <LoadError message={dados.error.message} onRetry={() => void dados.refetch()} />
      ) : (
        <FormularioSensiveis key={dados.data.updated_at ?? 'novo'} alunoId={alunoId} dados={dados.data} podeEditar={podeEditar} />
      )}
    </section>
  );
}

function FormularioSensiveis({ alunoId, dados, podeEditar }: { alunoId: string; dados: DadosSensiveis; podeEditar: boolean }) {
  const [aviso, setAviso] = useState<AvisoDeSalvar>(null);
  const salvar = useSalvarDadosSensiveis(alunoId);
  const form = useForm<SensiveisFormValues, VersaoContexto, DadosSensiveisInput>({
    defaultValues: valores(dados),
    resolver: schemaResolver<SensiveisFormValues, DadosSensiveisInput>(
      dadosSensiveisUpdate,
      (v) => ({
        ...v,
        // Only the support of a category still marked.
        apoios: Object.fromEntries(Object.entries(v.apoios).filter(([d]) => v.deficiencias.includes(d))),
        updated_at: dados.updated_at,
      }),
      CAMPOS,
    ),
    reValidateMode: 'onSubmit',
  });
  const onSubmit = form.handleSubmit(
    async (input) => {
      setAviso(null);
      try {
        await salvar.mutateAsync(input);
        toast.success('Dados sensíveis salvos');
      } catch (error) {
        if (mostrarErrosDeCampo(error, form.setError, CAMPOS)) {
          setAviso({ tipo: 'erro', texto: 'Corrija os campos destacados antes de salvar.' });
          return;
        }
        setAviso({ tipo: 'erro', texto: error instanceof Error ? error.message : 'Erro desconhecido' });
      }
    },
    () => setAviso({ tipo: 'erro', texto: 'Corrija os campos destacados antes de salvar.' }),
  );

  return (
    <FormProvider {...form}>
      <PrefixoDosCampos.Provider value="sensiveis">
        <form
          noValidate
          aria-label="Dados sensíveis"
          onSubmit={(e) => {
            e.preventDefault();
            if (!form.formState.isSubmitting) void onSubmit();
          }}
          className="grid gap-4"
        >
          <fieldset disabled={!podeEditar} className="grid gap-6">
            <FormSection title="Cor/raça e deficiência">
              <CampoSelect name="cor_raca" label="Cor/raça" opcoes={CORES_RACAS} rotulos={COR_RACA_LABEL} vazio="Não informada" />
              <div className="sm:col-span-2">
                <CampoCaixas
                  name="deficiencias"
                  legenda="Deficiência, transtorno do espectro autista ou altas habilidades"
                  opcoes={OPCOES_DEFICIENCIA}
                />
              </div>
              <Apoios />
            </FormSection>
            <FormSection title="Saúde">
              <CampoAreaTexto name="alergias" label="Alergias" largo rows={2} />
              <CampoAreaTexto name="medicamentos" label="Medicamentos" largo rows={2} />
              <CampoAreaTexto name="restricoes" label="Restrições" largo rows={2} />
            </FormSection>
          </fieldset>
          {podeEditar ? (
            <BarraDeSalvar rotulo="Salvar dados sensíveis" aviso={aviso}>
              <BotaoSalvar type="submit" variant="outline" indisponivel={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? 'Salvando...' : 'Salvar dados sensíveis'}
              </BotaoSalvar>
            </BarraDeSalvar>
          ) : null}
        </form>
      </PrefixoDosCampos.Provider>
    </FormProvider>
  );
}

/** The support each marked category needs, one field per category. */
function Apoios() {
  const marcadas = useWatch<SensiveisFormValues, 'deficiencias'>({ name: 'deficiencias' });
  const { id, erro } = useCampo('apoios');
  return (
    <>
      {DEFICIENCIAS.filter((d) => marcadas.includes(d)).map((d) => (
        <CampoTexto key={d} name={`apoios.${d}`} label={`Apoio necessário: ${DEFICIENCIA_LABEL[d]}`} largo />
      ))}
      {erro ? (
        <p id={`${id}-erro`} role="alert" className="text-sm text-red-600 sm:col-span-2">
          {erro}
        </p>
      ) : null}
    </>
  );
}
