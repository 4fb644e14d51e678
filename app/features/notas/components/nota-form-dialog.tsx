import { lerNota } from '../../../../domain/avaliacao/notas';
import { type NotaUpdateDados, notaUpdate } from '../../../../domain/schemas/nota';
import { camposDe } from '../../../components/campos';
import { FormDialog, abertoCom, definirFormulario } from '../../../components/form-dialog';
import { schemaResolver } from '../../../lib/form-resolver';
import type { Nota } from '../api/carregar-notas';
import { useAtualizarNota } from '../api/atualizar-nota';
import { formatarNota } from './planilha-estado';
import { TEXTOS } from './textos';

interface Valores {
  nota1: string;
  nota2: string;
  nota3: string;
  nota4: string;
  observacoes: string;
}
const CAMPOS = ['nota1', 'nota2', 'nota3', 'nota4', 'observacoes'] as const;
const NOTAS = [1, 2, 3, 4] as const;
const { CampoTexto, CampoAreaTexto } = camposDe<Valores>();

/** The grades as typed (a comma or a point); the shared schema gives the server's messages. */
const resolver = schemaResolver<Valores, NotaUpdateDados>(
  notaUpdate,
  (v, contexto) => ({
    nota1: lerNota(v.nota1),
    nota2: lerNota(v.nota2),
    nota3: lerNota(v.nota3),
    nota4: lerNota(v.nota4),
    observacoes: v.observacoes,
    updated_at: contexto?.versao ?? '',
  }),
  CAMPOS,
);

function valores(nota: Nota | null): Valores {
  return {
    nota1: formatarNota(nota?.nota1 ?? null),
    nota2: formatarNota(nota?.nota2 ?? null),
    nota3: formatarNota(nota?.nota3 ?? null),
    nota4: formatarNota(nota?.nota4 ?? null),
    observacoes: nota?.observacoes ?? '',
  };
}

/** Only edits: grades are entered on the class's grade sheet. */
const FORMULARIO = definirFormulario({
  valores,
  validacao: { resolver, campos: CAMPOS },
  descricao: (n) => n && `${n.aluno_nome} · ${n.disciplina_nome} · ${TEXTOS.bimestreN(n.bimestre)}`,
  aparencia: { prefixo: 'nota' },
  editado: { titulo: TEXTOS.editarTitulo, sucesso: TEXTOS.atualizado },
  falha: TEXTOS.erroSalvar,
});

/** 'Editar Notas' from the school's list. */
export function NotaFormDialog({ nota, onClose }: { nota: Nota | null; onClose: () => void }) {
  const atualizar = useAtualizarNota();
  return (
    <FormDialog
      {...abertoCom(nota, onClose)}
      formulario={FORMULARIO}
      registro={nota}
      mutacoes={{ atualizar: atualizar.mutateAsync }}
    >
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {NOTAS.map((k) => (
          <CampoTexto key={k} name={`nota${k}`} label={TEXTOS.nota(k)} inputMode="decimal" />
        ))}
      </div>
      <CampoAreaTexto name="observacoes" label="Observações" />
    </FormDialog>
  );
}
