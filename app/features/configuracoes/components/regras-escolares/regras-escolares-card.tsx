import { type FieldErrors, type Resolver, type UseFormRegister, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { CODIGO_DISCIPLINA_LABEL, type CodigoDisciplina } from '../../../../../domain/academico/catalogo';
import { INCREMENTOS_ARREDONDAMENTO } from '../../../../../domain/avaliacao/regras';
import {
  MODO_ARREDONDAMENTO_LABEL,
  MODO_NOTA_BIMESTRE_LABEL,
  REGRA_RECUPERACAO_LABEL,
  type RegrasDados,
  REGRAS_MENSAGENS,
  regrasInput,
} from '../../../../../domain/schemas/regras-escolares';
import { FormField } from '../../../../components/form-field';
import { LoadError } from '../../../../components/load-error';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { ApiError } from '../../../../lib/api';
import { type RegrasDaEmpresa, useRegrasEscolares } from './get-regras-escolares';
import { useSaveRegrasEscolares } from './save-regras-escolares';
import { RegrasDaVidaDaTurma } from './regras-da-vida-da-turma';
import { useEmpresaEscolhida } from '../../../../components/empresa-escolhida';

const CAMPOS = [
  { nome: 'media_aprovacao', label: 'Média para aprovação', sufixo: '(0 a 10)' },
  { nome: 'media_recuperacao', label: 'Média para recuperação', sufixo: '(0 a 10)' },
  { nome: 'frequencia_minima', label: 'Frequência mínima (%)', sufixo: '' },
  { nome: 'alerta_faltas', label: 'Alerta de faltas excessivas (%)', sufixo: '' },
] as const;
type Campo = (typeof CAMPOS)[number]['nome'];
const PESOS = ['peso1', 'peso2', 'peso3', 'peso4'] as const;
type Peso = (typeof PESOS)[number];
export type Valores = Record<Campo | Peso, string> & {
  modo_nota_bimestre: string;
  ausente_conta_zero: boolean;
  arredondamento_incremento: string;
  arredondamento_modo: string;
  regra_recuperacao: string;
  media_apos_recuperacao: string;
  disciplinas_sem_reprovacao: string[];
  tolerancia_chamada_dias: string;
  antecedencia_notas_dias: string;
  percentual_conselho_tutelar: string;
  conselho_supera_falta: boolean;
};
/** Every field that shows its own message. */
type ComErro =
  | Campo
  | Peso
  | 'modo_nota_bimestre'
  | 'arredondamento_incremento'
  | 'arredondamento_modo'
  | 'regra_recuperacao'
  | 'media_apos_recuperacao'
  | 'disciplinas_sem_reprovacao'
  | 'tolerancia_chamada_dias'
  | 'antecedencia_notas_dias'
  | 'percentual_conselho_tutelar';

/** The message of an issue or a server field under the input it is about (pesos_bimestres.2 → peso3). */
function campoDoErro(caminho: readonly PropertyKey[]): ComErro | null {
  const [raiz, indice] = caminho.map(String);
  if (raiz === 'pesos_bimestres') return indice === undefined ? 'peso1' : (`peso${Number(indice) + 1}` as Peso);
  if (CAMPOS.some((c) => c.nome === raiz)) return raiz as Campo;
  const outros = [
    'modo_nota_bimestre',
    'arredondamento_incremento',
    'arredondamento_modo',
    'regra_recuperacao',
    'media_apos_recuperacao',
    'disciplinas_sem_reprovacao',
    'tolerancia_chamada_dias',
    'antecedencia_notas_dias',
    'percentual_conselho_tutelar',
  ];
  return raiz && outros.includes(raiz) ? (raiz as ComErro) : null;
}
const decimal = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

const numero = (t: string) => (t.trim() === '' ? Number.NaN : Number(t.trim().replace(',', '.')));

/**
 * 'Regras escolares' (Configurações → Sistema): the body's passing and recovery averages,
 * minimum attendance and absence alert, which every grade and attendance page applies.
 */
export function RegrasEscolaresCard() {
  const { empresaId, pronta, seletor, erro } = useEmpresaEscolhida('regras-empresa');
  const regras = useRegrasEscolares(empresaId, pronta);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Regras escolares</CardTitle>
        <CardDescription>
          Médias de aprovação e recuperação, frequência mínima, alerta de faltas e as regras do fechamento (nota do bimestre,
          arredondamento, pesos dos bimestres, recuperação final). Valem para notas, frequência, fechamentos, alertas e
          relatórios.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {seletor}
        {erro ??
          (regras.isLoadingError ? (
            <LoadError
              message={`Erro ao carregar regras escolares: ${regras.error.message}`}
              onRetry={() => void regras.refetch()}
            />
          ) : regras.data ? (
            <RegrasForm key={`${regras.data.empresa_id}:${regras.data.updated_at}`} regras={regras.data} />
          ) : (
            <p role="status" className="text-sm text-slate-600">
              Carregando...
            </p>
          ))}
      </CardContent>
    </Card>
  );
}

function RegrasForm({ regras }: { regras: RegrasDaEmpresa }) {
  const salvar = useSaveRegrasEscolares();
  const resolver: Resolver<Valores, unknown, RegrasDados> = (v) => {
    const r = regrasInput.safeParse({
      empresa_id: regras.empresa_id,
      media_aprovacao: numero(v.media_aprovacao),
      media_recuperacao: numero(v.media_recuperacao),
      frequencia_minima: numero(v.frequencia_minima),
      alerta_faltas: numero(v.alerta_faltas),
      modo_nota_bimestre: v.modo_nota_bimestre,
      ausente_conta_zero: v.ausente_conta_zero,
      arredondamento_incremento: numero(v.arredondamento_incremento),
      arredondamento_modo: v.arredondamento_modo,
      pesos_bimestres: PESOS.map((p) => numero(v[p])),
      regra_recuperacao: v.regra_recuperacao,
      media_apos_recuperacao: v.media_apos_recuperacao.trim() === '' ? null : numero(v.media_apos_recuperacao),
      // A group of one checkbox gives a boolean, not a list.
      disciplinas_sem_reprovacao: Array.isArray(v.disciplinas_sem_reprovacao)
        ? v.disciplinas_sem_reprovacao
        : v.disciplinas_sem_reprovacao
          ? regras.disciplinas_da_rede.slice(0, 1)
          : [],
      tolerancia_chamada_dias: numero(v.tolerancia_chamada_dias),
      antecedencia_notas_dias: numero(v.antecedencia_notas_dias),
      percentual_conselho_tutelar: numero(v.percentual_conselho_tutelar),
      conselho_supera_falta: v.conselho_supera_falta,
      updated_at: regras.updated_at,
    });
    if (r.success) return { values: r.data, errors: {} };
    const errors: FieldErrors<Valores> = {};
    for (const issue of r.error.issues) {
      const campo = campoDoErro(issue.path);
      if (campo && !errors[campo]) errors[campo] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
  const texto = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  const { register, handleSubmit, formState, setError, reset } = useForm<Valores, unknown, RegrasDados>({
    defaultValues: {
      media_aprovacao: texto(regras.media_aprovacao),
      media_recuperacao: texto(regras.media_recuperacao),
      frequencia_minima: texto(regras.frequencia_minima),
      alerta_faltas: texto(regras.alerta_faltas),
      modo_nota_bimestre: regras.modo_nota_bimestre,
      ausente_conta_zero: regras.ausente_conta_zero,
      arredondamento_incremento: String(regras.arredondamento_incremento),
      arredondamento_modo: regras.arredondamento_modo,
      peso1: String(regras.pesos_bimestres[0]),
      peso2: String(regras.pesos_bimestres[1]),
      peso3: String(regras.pesos_bimestres[2]),
      peso4: String(regras.pesos_bimestres[3]),
      regra_recuperacao: regras.regra_recuperacao,
      media_apos_recuperacao: regras.media_apos_recuperacao === null ? '' : texto(regras.media_apos_recuperacao),
      disciplinas_sem_reprovacao: regras.disciplinas_sem_reprovacao,
      tolerancia_chamada_dias: String(regras.tolerancia_chamada_dias),
      antecedencia_notas_dias: String(regras.antecedencia_notas_dias),
      percentual_conselho_tutelar: texto(regras.percentual_conselho_tutelar),
      conselho_supera_falta: regras.conselho_supera_falta,
    },
    resolver,
  });
  const { errors, isSubmitting, isDirty } = formState;

  const onSubmit = handleSubmit(async (dados) => {
    try {
      await salvar.mutateAsync(dados);
      toast.success(REGRAS_MENSAGENS.salvas);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [caminho, msg] of Object.entries(error.fields)) {
          const campo = campoDoErro(caminho.split('.'));
          if (campo) setError(campo, { type: 'server', message: msg });
        }
      }
      toast.error(`Erro ao salvar regras escolares: ${error instanceof Error ? error.message : 'Erro desconhecido'}`);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {CAMPOS.map((c) => (
          <FormField key={c.nome} id={`regras-${c.nome}`} label={c.label} error={errors[c.nome]?.message}>
            <Input
              id={`regras-${c.nome}`}
              inputMode="decimal"
              autoComplete="off"
              readOnly={!regras.pode_editar}
              aria-invalid={errors[c.nome] ? true : undefined}
              aria-describedby={errors[c.nome] ? `regras-${c.nome}-erro` : undefined}
              {...register(c.nome)}
            />
          </FormField>
        ))}
      </div>
      <RegrasDoFechamento regras={regras} register={register} errors={errors} />
      <RegrasDaVidaDaTurma leitura={!regras.pode_editar} register={register} errors={errors} />
      <p className="text-xs text-slate-600">
        {regras.updated_at
          ? `Regras próprias de ${regras.empresa_nome}.`
          : `${regras.empresa_nome} usa os valores padrão (7, 5, 75% e 25%).`}{' '}
        Alerta: aluno com faltas acima desse percentual das aulas registradas até agora.
      </p>
      {regras.pode_editar ? (
        <div className="flex justify-end gap-2">
          <Button variant="outline" disabled={!isDirty || isSubmitting} onClick={() => reset()}>
            Descartar
          </Button>
          <Button type="submit" disabled={!isDirty || isSubmitting}>
            {isSubmitting ? 'Salvando...' : 'Salvar regras'}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600">Somente administradores e a própria empresa alteram estas regras.</p>
      )}
    </form>
  );
}

const ROTULO_PESO: Record<Peso, string> = {
  peso1: '1º bimestre',
  peso2: '2º bimestre',
  peso3: '3º bimestre',
  peso4: '4º bimestre',
};

/** How the bimester grade is made and rounded, the annual weights, the recuperação final and the subjects that do not fail. */
function RegrasDoFechamento({
  regras,
  register,
  errors,
}: {
  regras: RegrasDaEmpresa;
  register: UseFormRegister<Valores>;
  errors: FieldErrors<Valores>;
}) {
  const leitura = !regras.pode_editar;
  const a11y = (nome: ComErro) => ({
    'aria-invalid': errors[nome] ? true : undefined,
    'aria-describedby': errors[nome] ? `regras-${nome}-erro` : undefined,
  });
  return (
    <fieldset className="grid gap-4 border-t border-slate-200 pt-4">
      <legend className="text-sm font-semibold text-slate-900">Nota do bimestre e fechamento</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="regras-modo_nota_bimestre" label="Nota do bimestre" error={errors.modo_nota_bimestre?.message}>
          <Select
            id="regras-modo_nota_bimestre"
            disabled={leitura}
            {...a11y('modo_nota_bimestre')}
            {...register('modo_nota_bimestre')}
          >
            {Object.entries(MODO_NOTA_BIMESTRE_LABEL).map(([valor, rotulo]) => (
              <option key={valor} value={valor}>
                {rotulo}
              </option>
            ))}
          </Select>
        </FormField>
        <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4" disabled={leitura} {...register('ausente_conta_zero')} />
          Ausente conta como zero (sub-avaliações)
        </label>
        <FormField
          id="regras-arredondamento_incremento"
          label="Arredondamento da nota do bimestre"
          error={errors.arredondamento_incremento?.message}
        >
          <Select
            id="regras-arredondamento_incremento"
            disabled={leitura}
            {...a11y('arredondamento_incremento')}
            {...register('arredondamento_incremento')}
          >
            {INCREMENTOS_ARREDONDAMENTO.map((i) => (
              <option key={i} value={String(i)}>
                {decimal(i)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="regras-arredondamento_modo" label="Modo de arredondamento" error={errors.arredondamento_modo?.message}>
          <Select
            id="regras-arredondamento_modo"
            disabled={leitura}
            {...a11y('arredondamento_modo')}
            {...register('arredondamento_modo')}
          >
            {Object.entries(MODO_ARREDONDAMENTO_LABEL).map(([valor, rotulo]) => (
              <option key={valor} value={valor}>
                {rotulo}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm text-slate-700">Peso de cada bimestre na média anual (1 a 10)</legend>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {PESOS.map((p) => (
            <FormField key={p} id={`regras-${p}`} label={ROTULO_PESO[p]} error={errors[p]?.message}>
              <Input id={`regras-${p}`} inputMode="numeric" autoComplete="off" readOnly={leitura} {...a11y(p)} {...register(p)} />
            </FormField>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="regras-regra_recuperacao" label="Recuperação final" error={errors.regra_recuperacao?.message}>
          <Select
            id="regras-regra_recuperacao"
            disabled={leitura}
            {...a11y('regra_recuperacao')}
            {...register('regra_recuperacao')}
          >
            {Object.entries(REGRA_RECUPERACAO_LABEL).map(([valor, rotulo]) => (
              <option key={valor} value={valor}>
                {rotulo}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          id="regras-media_apos_recuperacao"
          label="Média após recuperação (em branco: a média de aprovação)"
          error={errors.media_apos_recuperacao?.message}
        >
          <Input
            id="regras-media_apos_recuperacao"
            inputMode="decimal"
            autoComplete="off"
            readOnly={leitura}
            {...a11y('media_apos_recuperacao')}
            {...register('media_apos_recuperacao')}
          />
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm text-slate-700">Disciplinas que não reprovam</legend>
        {regras.disciplinas_da_rede.length ? (
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {regras.disciplinas_da_rede.map((codigo) => (
              <label key={codigo} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4"
                  value={codigo}
                  disabled={leitura}
                  {...register('disciplinas_sem_reprovacao')}
                />
                {CODIGO_DISCIPLINA_LABEL[codigo as CodigoDisciplina] ?? codigo}
              </label>
            ))}
          </div>
        ) : (
          <p className="text-sm text-slate-600">Nenhuma disciplina cadastrada na rede.</p>
        )}
        {errors.disciplinas_sem_reprovacao?.message ? (
          <p id="regras-disciplinas_sem_reprovacao-erro" className="text-xs text-red-700">
            {errors.disciplinas_sem_reprovacao.message}
          </p>
        ) : null}
      </fieldset>
    </fieldset>
  );
}
