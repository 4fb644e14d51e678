import { anonimizacaoInput } from '../../../../domain/schemas/lgpd-titular';
import { camposDe } from '../../../components/campos';
import { FormDialog, abertoCom, definirFormulario } from '../../../components/form-dialog';
import { schemaResolver } from '../../../lib/form-resolver';
import type { Aluno } from '../api/carregar-alunos';
import { type AnonimizacaoDados, useAnonimizarAluno } from '../api/dados-do-titular';
import { TEXTOS } from './textos';

const T = TEXTOS.titular;

interface Valores {
  motivo: string;
  confirmacao: string;
}
const CAMPOS = ['motivo', 'confirmacao'] as const;
const resolver = schemaResolver<Valores, AnonimizacaoDados>(anonimizacaoInput, (v) => v, CAMPOS);
const { CampoAreaTexto, CampoTexto } = camposDe<Valores>();

const formulario = definirFormulario({
  valores: (): Valores => ({ motivo: '', confirmacao: '' }),
  validacao: { resolver, campos: CAMPOS },
  aparencia: { prefixo: 'anonimizar' },
  novo: { titulo: T.anonimizarTitulo, sucesso: T.anonimizado, botao: T.anonimizarBotao },
  falha: T.erroAnonimizar,
  enviando: T.anonimizando,
  destrutivo: true,
});

/**
 * Anonymises a student: says first what will happen and that it cannot be undone, then asks for a
 * written reason and the typed confirmation word; the server does the rest in one transaction.
 */
export function AnonimizarDialog({ aluno, onClose }: { aluno: Aluno | null; onClose: () => void }) {
  const anonimizar = useAnonimizarAluno(aluno?.id ?? '');
  return (
    <FormDialog
      {...abertoCom(aluno, onClose)}
      formulario={{ ...formulario, descricao: () => aluno?.nome }}
      registro={null}
      mutacoes={{ criar: (dados) => anonimizar.mutateAsync(dados) }}
    >
      <div className="space-y-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-slate-800">
        <ul className="list-disc space-y-1 pl-5">
          {T.efeitos.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
        <p className="font-semibold text-red-800">{T.irreversivel}</p>
      </div>
      <CampoAreaTexto name="motivo" label={T.motivo} rows={3} />
      <CampoTexto name="confirmacao" label={T.confirmacao} />
    </FormDialog>
  );
}
