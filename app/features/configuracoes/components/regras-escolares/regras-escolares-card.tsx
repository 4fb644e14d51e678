import { useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type RegrasDados, REGRAS_MENSAGENS, regrasInput } from '../../../../../domain/schemas/regras-escolares';
import { FormField } from '../../../../components/form-field';
import { LoadError } from '../../../../components/load-error';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { ApiError } from '../../../../lib/api';
import { useSignedInSession } from '../../../../lib/session';
import { useEmpresasOpcoes } from '../../../../lib/opcoes/empresas';
import { type RegrasDaEmpresa, useRegrasEscolares } from './get-regras-escolares';
import { useSaveRegrasEscolares } from './save-regras-escolares';

const CAMPOS = [
  { nome: 'media_aprovacao', label: 'Média para aprovação', sufixo: '(0 a 10)' },
  { nome: 'media_recuperacao', label: 'Média para recuperação', sufixo: '(0 a 10)' },
  { nome: 'frequencia_minima', label: 'Frequência mínima (%)', sufixo: '' },
  { nome: 'alerta_faltas', label: 'Alerta de faltas excessivas (%)', sufixo: '' },
] as const;
type Campo = (typeof CAMPOS)[number]['nome'];
type Valores = Record<Campo, string>;

const numero = (t: string) => (t.trim() === '' ? Number.NaN : Number(t.trim().replace(',', '.')));

/**
 * 'Regras escolares' (Configurações → Sistema): the body's passing and recovery averages,
 * minimum attendance and absence alert, which every grade and attendance page applies.
 */
export function RegrasEscolaresCard() {
  const { usuario } = useSignedInSession();
  const isAdministrador = usuario.tipo_usuario === 'administrador';
  const empresas = useEmpresasOpcoes(isAdministrador);
  const [escolhida, setEscolhida] = useState('');
  const empresaId = isAdministrador ? escolhida || empresas.data?.itens[0]?.id || null : null;
  const regras = useRegrasEscolares(empresaId, !isAdministrador || empresaId !== null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Regras escolares</CardTitle>
        <CardDescription>
          Médias de aprovação e recuperação, frequência mínima e alerta de faltas da rede. Valem para notas, frequência, alertas e
          relatórios.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isAdministrador ? (
          <FormField id="regras-empresa" label="Empresa">
            <Select
              id="regras-empresa"
              value={empresaId ?? ''}
              onChange={(e) => setEscolhida(e.target.value)}
              disabled={!empresas.data}
            >
              {(empresas.data?.itens ?? []).map((e) => (
                <option key={e.id} value={e.id}>
                  {e.nome}
                </option>
              ))}
            </Select>
          </FormField>
        ) : null}
        {empresas.isError ? (
          <LoadError message={`Erro ao carregar empresas: ${empresas.error.message}`} onRetry={() => void empresas.refetch()} />
        ) : regras.isError ? (
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
        )}
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
      updated_at: regras.updated_at,
    });
    if (r.success) return { values: r.data, errors: {} };
    const errors: FieldErrors<Valores> = {};
    for (const issue of r.error.issues) {
      const campo = String(issue.path[0]) as Campo;
      if (CAMPOS.some((c) => c.nome === campo) && !errors[campo]) errors[campo] = { type: issue.code, message: issue.message };
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
        for (const [campo, msg] of Object.entries(error.fields))
          if (CAMPOS.some((c) => c.nome === campo)) setError(campo as Campo, { type: 'server', message: msg });
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
