import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { anosLetivos } from '../../../../domain/academico/turma';
import type { TipoDoCatalogo } from '../../../../domain/relatorios/catalogo';
import { FORMATOS_RELATORIO } from '../../../../domain/relatorios/tipos';
import { camposDe } from '../../../components/campos';
import { FormDialog } from '../../../components/form-dialog';
import { useIdentidade } from '../../../lib/aparencia';
import { useEmpresasOpcoes } from '../../../lib/opcoes/empresas';
import { useEscolasOpcoes } from '../../../lib/opcoes/escolas';
import { useSignedInSession } from '../../../lib/session';
import { useTurmasDaEscola } from '../api/carregar-turmas-da-escola';
import { type PedidoDeRelatorio, useSolicitarRelatorio } from '../api/gravar-relatorio';
import { type ValoresRelatorio, formularioDoRelatorio } from './relatorio-form';
import { FORMATO_LABEL, TEXTOS } from './textos';

const { CampoSelect } = camposDe<ValoresRelatorio>();

const BIMESTRES = ['1', '2', '3', '4'] as const;
const BIMESTRE_LABEL: Record<string, string> = { 1: '1º Bimestre', 2: '2º Bimestre', 3: '3º Bimestre', 4: '4º Bimestre' };

/**
 * 'Gerar Relatório de …' for the type chosen in the catalogue (open while `tipo` is set): the
 * parameters the type takes, in the user's scope, and the format. On success the job is in the
 * list (the caller is told, to show its first page).
 */
export function RelatorioFormDialog({
  tipo,
  onClose,
  aoSolicitar,
}: {
  tipo: TipoDoCatalogo;
  onClose: () => void;
  aoSolicitar: () => void;
}) {
  const { usuario } = useSignedInSession();
  const administrador = usuario.tipo_usuario === 'administrador';
  // The network's current school year (the platform's for the administrador).
  const anoLetivo = useIdentidade().data?.anoLetivo ?? new Date().getFullYear();
  const formulario = useMemo(() => formularioDoRelatorio(tipo, { administrador, anoLetivo }), [tipo, administrador, anoLetivo]);
  const solicitar = useSolicitarRelatorio();
  const mutacoes = {
    criar: async (pedido: PedidoDeRelatorio) => {
      const job = await solicitar.mutateAsync(pedido);
      aoSolicitar();
      return job;
    },
  };
  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      formulario={formulario}
      registro={null}
      mutacoes={mutacoes}
    >
      <CamposDoRelatorio tipo={tipo} administrador={administrador} anoLetivo={anoLetivo} />
    </FormDialog>
  );
}

/** The fields: network (administrador), school, class of the school and year, bimestre, year, format. */
function CamposDoRelatorio({
  tipo,
  administrador,
  anoLetivo,
}: {
  tipo: TipoDoCatalogo;
  administrador: boolean;
  anoLetivo: number;
}) {
  const { setValue } = useFormContext<ValoresRelatorio>();
  const [empresaId, escolaId, ano] = useWatch<
    ValoresRelatorio,
    ['parametros.empresa_id', 'parametros.escola_id', 'parametros.ano_letivo']
  >({
    name: ['parametros.empresa_id', 'parametros.escola_id', 'parametros.ano_letivo'],
  });
  const leva = (p: TipoDoCatalogo['parametros'][number]) => tipo.parametros.includes(p);
  const exige = (p: TipoDoCatalogo['obrigatorios'][number]) => tipo.obrigatorios.includes(p);

  const empresas = useEmpresasOpcoes(administrador);
  const escolas = useEscolasOpcoes(leva('escola'));
  const turmas = useTurmasDaEscola(leva('turma') ? escolaId : '');

  // The administrador sees every network's schools: only the chosen network's are offered.
  const escolasDaRede = (escolas.data?.itens ?? []).filter((e) => !administrador || e.empresa_id === empresaId);
  const turmasDoAno = (turmas.data?.itens ?? []).filter((t) => String(t.ano_letivo) === ano);
  const anos = anosLetivos(anoLetivo);
  const limpar = (...campos: ('parametros.escola_id' | 'parametros.turma_id')[]) => {
    for (const campo of campos) setValue(campo, '');
  };

  return (
    <>
      {administrador ? (
        <CampoSelect
          name="parametros.empresa_id"
          label={TEXTOS.rede}
          opcoes={empresas.data?.itens ?? []}
          vazio={TEXTOS.selecioneRede}
          carregando={empresas.isPending ? TEXTOS.carregandoOpcoes : false}
          aoMudar={() => limpar('parametros.escola_id', 'parametros.turma_id')}
        />
      ) : null}
      {leva('escola') ? (
        <CampoSelect
          name="parametros.escola_id"
          label={TEXTOS.escola}
          opcoes={escolasDaRede}
          vazio={exige('escola') ? TEXTOS.selecioneEscola : TEXTOS.todasEscolas}
          carregando={escolas.isPending ? TEXTOS.carregandoOpcoes : false}
          aoMudar={() => limpar('parametros.turma_id')}
        />
      ) : null}
      {leva('turma') ? (
        <CampoSelect
          name="parametros.turma_id"
          label={TEXTOS.turma}
          opcoes={turmasDoAno}
          vazio={TEXTOS.todasTurmas}
          carregando={!escolaId ? TEXTOS.escolhaEscolaAntes : turmas.isPending ? TEXTOS.carregandoOpcoes : false}
        />
      ) : null}
      {leva('bimestre') ? (
        <CampoSelect
          name="parametros.bimestre"
          label={TEXTOS.bimestre}
          opcoes={BIMESTRES}
          rotulos={BIMESTRE_LABEL}
          vazio={TEXTOS.todosBimestres}
        />
      ) : null}
      {leva('ano_letivo') ? (
        <CampoSelect
          name="parametros.ano_letivo"
          label={TEXTOS.anoLetivo}
          opcoes={anos}
          aoMudar={() => limpar('parametros.turma_id')}
        />
      ) : null}
      <CampoSelect name="formato" label={TEXTOS.formato} opcoes={FORMATOS_RELATORIO} rotulos={FORMATO_LABEL} />
    </>
  );
}
