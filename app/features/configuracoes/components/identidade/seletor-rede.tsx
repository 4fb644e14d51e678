import { useState } from 'react';
import { FormField } from '../../../../components/form-field';
import { LoadError } from '../../../../components/load-error';
import { Select } from '../../../../components/ui/select';
import { useSignedInSession } from '../../../../lib/session';
import { useEmpresasOpcoes } from '../../../../lib/opcoes/empresas';

/** The option of the platform's own identity (landing, login, administradores). */
const PADRAO_DA_PLATAFORMA = 'Padrão da plataforma';

/**
 * Whose identity a tab edits: an empresa user always its own network; an
 * administrador picks the platform's default or any network. `empresaId` null is the user's
 * own level (the platform for an administrador), so the request goes without `?empresa_id=`.
 */
export function useRedeEscolhida(id: string) {
  const { usuario } = useSignedInSession();
  const administrador = usuario.tipo_usuario === 'administrador';
  const empresas = useEmpresasOpcoes(administrador);
  const [empresaId, setEmpresaId] = useState<string | null>(null);

  const seletor = administrador ? (
    <div className="grid gap-2">
      <FormField id={id} label="Rede">
        <Select id={id} value={empresaId ?? ''} onChange={(e) => setEmpresaId(e.target.value || null)} disabled={!empresas.data}>
          <option value="">{PADRAO_DA_PLATAFORMA}</option>
          {(empresas.data?.itens ?? []).map((e) => (
            <option key={e.id} value={e.id}>
              {e.nome}
            </option>
          ))}
        </Select>
      </FormField>
      <p className="text-xs text-slate-600">
        {empresaId
          ? 'Só os usuários desta rede veem estes dados. Enquanto a rede não salvar os seus, valem os da plataforma.'
          : 'A identidade da plataforma: página de apresentação, login e administradores. Cada rede parte dela até salvar a sua.'}
      </p>
      {empresas.isError ? (
        <LoadError message={`Erro ao carregar empresas: ${empresas.error.message}`} onRetry={() => void empresas.refetch()} />
      ) : null}
    </div>
  ) : null;

  return { empresaId, seletor };
}
