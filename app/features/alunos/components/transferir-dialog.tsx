import { useFormContext, useWatch } from 'react-hook-form';
import { matriculaTransferencia } from '../../../../domain/schemas/matricula';
import { camposDe } from '../../../components/campos';
import { FormDialog, abertoCom, definirFormulario } from '../../../components/form-dialog';
import { hojeNoFuso } from '../../../lib/format';
import { schemaResolver } from '../../../lib/form-resolver';
import { useEscolasOpcoes } from '../../../lib/opcoes/escolas';
import type { MatriculaDaTurma } from '../api/carregar-roster';
import { useTurmasEscola } from '../api/carregar-turmas-escola';
import { useTransferir } from '../api/salvar-matricula';
import { opcaoDeTurma } from './opcao-turma';
import { TEXTOS } from './textos';

interface Valores {
  /** Only to list its classes; not sent. */
  escola: string;
  turma_id: string;
  data: string;
}
const CAMPOS = ['turma_id', 'data'] as const;
const resolver = schemaResolver<Valores, { turma_id: string; data: string | null }>(
  matriculaTransferencia,
  ({ turma_id, data }) => ({ turma_id, data }),
  CAMPOS,
);
const { CampoSelect, CampoData } = camposDe<Valores>();

interface Props {
  matricula: MatriculaDaTurma | null;
  escolaId: string;
  turmaId: string;
  onClose: () => void;
}

/** Transfers a student to another class (of this school or another of the body): history kept. */
export function TransferirDialog({ matricula, escolaId, turmaId, onClose }: Props) {
  const transferir = useTransferir();
  const titulo = matricula ? TEXTOS.transferirTitulo(matricula.nome) : '';
  const formulario = definirFormulario({
    valores: () => ({ escola: escolaId, turma_id: '', data: hojeNoFuso() }),
    validacao: { resolver, campos: CAMPOS },
    descricao: () => TEXTOS.transferirAjuda,
    aparencia: { prefixo: 'transferir' },
    novo: { titulo, sucesso: TEXTOS.transferido, botao: TEXTOS.transferir },
    falha: TEXTOS.erroTransferir,
    enviando: 'Transferindo...',
  });
  return (
    <FormDialog
      {...abertoCom(matricula, onClose)}
      formulario={formulario}
      registro={null}
      mutacoes={{ criar: (dados) => transferir.mutateAsync({ id: matricula!.matricula_id, ...dados }) }}
    >
      <Destino escolaId={escolaId} turmaId={turmaId} />
      <CampoData name="data" label="Data da transferência" />
    </FormDialog>
  );
}

/** Another school's classes come into the choice; a class at capacity cannot be chosen. */
function Destino({ escolaId, turmaId }: { escolaId: string; turmaId: string }) {
  const { setValue } = useFormContext<Valores>();
  const escola = useWatch<Valores, 'escola'>({ name: 'escola' });
  const escolas = useEscolasOpcoes();
  const turmas = useTurmasEscola(escola);
  const opcoes = (turmas.data?.itens ?? []).filter((t) => t.ativo && t.id !== turmaId);
  return (
    <>
      <CampoSelect
        name="escola"
        label="Escola de destino"
        aoMudar={() => setValue('turma_id', '')}
        opcoes={escolas.data?.itens ?? [{ id: escolaId, nome: '…' }]}
      />
      <CampoSelect
        name="turma_id"
        label="Turma de destino"
        vazio={turmas.isPending ? TEXTOS.carregandoOpcoes : 'Selecione a turma'}
        disabled={turmas.isPending}
        opcoes={opcoes.map((t) => opcaoDeTurma(t))}
      />
    </>
  );
}
