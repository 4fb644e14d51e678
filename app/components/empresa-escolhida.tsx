import { useState } from 'react';
import { Opcoes, opcoesPorNome } from './filtro-select';
import { FormField } from './form-field';
import { LoadError } from './load-error';
import { Select } from './ui/select';
import { useEmpresasOpcoes } from '../lib/opcoes/empresas';
import { useSignedInSession } from '../lib/session';

/**
 * Whose settings a card reads and edits: an administrador picks a network in the 'Empresa' select
 * (`seletor`, the first one at the start); anyone else has its own (`empresaId` null, no select).
 * `pronta` says the card may load; `erro` is the failure to load the networks, or null.
 */
export function useEmpresaEscolhida(id: string) {
  const { usuario } = useSignedInSession();
  const isAdministrador = usuario.tipo_usuario === 'administrador';
  const empresas = useEmpresasOpcoes(isAdministrador);
  const [escolhida, setEscolhida] = useState('');
  const empresaId = isAdministrador ? escolhida || empresas.data?.itens[0]?.id || null : null;

  const seletor = isAdministrador ? (
    <FormField id={id} label="Empresa">
      <Select id={id} value={empresaId ?? ''} onChange={(e) => setEscolhida(e.target.value)} disabled={!empresas.data}>
        <Opcoes opcoes={opcoesPorNome(empresas.data?.itens ?? [])} />
      </Select>
    </FormField>
  ) : null;
  const erro = empresas.isError ? (
    <LoadError message={`Erro ao carregar empresas: ${empresas.error.message}`} onRetry={() => void empresas.refetch()} />
  ) : null;

  return { empresaId, pronta: !isAdministrador || empresaId !== null, seletor, erro };
}
