import { useForm } from 'react-hook-form';
import { ACAO_AUDITORIA_LABEL, ENTIDADE_AUDITORIA_LABEL, PERIODO_INVERTIDO } from '../../../../../domain/schemas/auditoria';
import { FormField } from '../../../../components/form-field';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { FILTRO_VAZIO, type FiltroAuditoria } from './api/auditoria';

/** Filters of the audit viewer: applied on 'Filtrar', cleared on 'Limpar'. */
export function AuditoriaFiltros({ onAplicar }: { onAplicar: (f: FiltroAuditoria) => void }) {
  const { register, handleSubmit, reset, formState, setError } = useForm<FiltroAuditoria>({ defaultValues: FILTRO_VAZIO });
  const { errors } = formState;
  const aplicar = handleSubmit((f) => {
    if (f.de && f.ate && f.de > f.ate) return setError('ate', { message: PERIODO_INVERTIDO });
    onAplicar(f);
  });
  return (
    <form onSubmit={aplicar} noValidate className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" aria-label="Filtros da auditoria">
      <FormField id="auditoria-usuario" label="Usuário (e-mail)">
        <Input id="auditoria-usuario" type="search" placeholder="início do e-mail" autoComplete="off" {...register('usuario')} />
      </FormField>
      <FormField id="auditoria-entidade" label="Entidade">
        <Select id="auditoria-entidade" {...register('entidade')}>
          <option value="">Todas</option>
          {Object.entries(ENTIDADE_AUDITORIA_LABEL).map(([valor, rotulo]) => (
            <option key={valor} value={valor}>
              {rotulo}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="auditoria-acao" label="Ação">
        <Select id="auditoria-acao" {...register('acao')}>
          <option value="">Todas</option>
          {Object.entries(ACAO_AUDITORIA_LABEL).map(([valor, rotulo]) => (
            <option key={valor} value={valor}>
              {rotulo}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="auditoria-de" label="De">
        <Input id="auditoria-de" type="date" {...register('de')} />
      </FormField>
      <FormField id="auditoria-ate" label="Até" error={errors.ate?.message}>
        <Input
          id="auditoria-ate"
          type="date"
          aria-invalid={errors.ate ? true : undefined}
          aria-describedby={errors.ate ? 'auditoria-ate-erro' : undefined}
          {...register('ate')}
        />
      </FormField>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-5">
        <Button type="submit">Filtrar</Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            reset(FILTRO_VAZIO);
            onAplicar(FILTRO_VAZIO);
          }}
        >
          Limpar
        </Button>
      </div>
    </form>
  );
}
