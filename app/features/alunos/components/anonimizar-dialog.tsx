import { anonimizacaoInput } from '../../../../domain/schemas/privacidade-titular';
import { type Controle, camposDe } from '../../../components/campos';
import { FormDialog, abertoCom, definirFormulario } from '../../../components/form-dialog';
import { Button } from '../../../components/ui/button';
import { schemaResolver } from '../../../lib/form-resolver';
import type { Aluno } from '../api/carregar-alunos';
import { type AnonimizacaoDados, type Mencao, useAnonimizarAluno, useMencoesDoAluno } from '../api/dados-do-titular';
import { TEXTOS } from './textos';

const T = TEXTOS.titular;

interface Valores {
  motivo: string;
  confirmacao: string;
  mencoes: string[];
}
const CAMPOS = ['motivo', 'confirmacao', 'mencoes'] as const;
const resolver = schemaResolver<Valores, AnonimizacaoDados>(anonimizacaoInput, (v) => v, CAMPOS);
const { CampoAreaTexto, CampoTexto, CampoControlado } = camposDe<Valores>();

const formulario = definirFormulario({
  // No mention starts checked: each rewrite of another record is the operator's reading of it, and a
  // namesake or a school's name copied into the record must not change by a click on "Anonimizar".
  valores: (): Valores => ({ motivo: '', confirmacao: '', mencoes: [] }),
  validacao: { resolver, campos: CAMPOS },
  aparencia: { prefixo: 'anonimizar', className: 'max-w-2xl' },
  novo: { titulo: T.anonimizarTitulo, sucesso: T.anonimizado, botao: T.anonimizarBotao },
  falha: T.erroAnonimizar,
  enviando: T.anonimizando,
  destrutivo: true,
});

type Consulta = ReturnType<typeof useMencoesDoAluno>;

/** The mentions found, each with a checkbox: where it is, and the passage that names the student. */
function RevisaoDeMencoes({ consulta, controle }: { consulta: Consulta; controle: Controle<string[]> }) {
  const { id, value, onChange, erro } = controle;
  const itens: Mencao[] = consulta.data?.itens ?? [];
  let conteudo;
  if (consulta.isPending) conteudo = <p className="text-sm text-slate-600">{T.mencoesCarregando}</p>;
  else if (consulta.isError) conteudo = <p className="text-sm text-red-700">{T.mencoesErro(consulta.error.message)}</p>;
  else if (!itens.length) conteudo = <p className="text-sm text-slate-600">{T.mencoesVazio}</p>;
  else
    conteudo = (
      <>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => onChange(itens.map((m) => m.id))}>
            {T.marcarTodas}
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => onChange([])}>
            {T.desmarcarTodas}
          </Button>
        </div>
        <ul className="grid max-h-64 gap-1 overflow-y-auto rounded-md border border-slate-200 p-2">
          {itens.map((m) => (
            <li key={m.id}>
              <label className="flex cursor-pointer items-start gap-2 rounded p-1 text-sm text-slate-800 hover:bg-slate-50 max-sm:min-h-11">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-blue-600"
                  checked={value.includes(m.id)}
                  onChange={(e) => onChange(e.target.checked ? [...value, m.id] : value.filter((v) => v !== m.id))}
                />
                <span className="grid gap-0.5">
                  <span className="font-medium">{m.rotulo}</span>
                  <span className="break-words text-slate-600">{m.trecho}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        <p className="text-sm text-slate-600" aria-live="polite">
          {T.mencoesMarcadas(value.filter((v) => itens.some((m) => m.id === v)).length, itens.length)}
        </p>
      </>
    );
  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-ajuda${erro ? ` ${id}-erro` : ''}`} aria-busy={consulta.isPending}>
      <legend className="mb-1.5 text-sm leading-snug font-medium text-slate-800">{T.mencoes}</legend>
      <p id={`${id}-ajuda`} className="text-sm text-slate-600">
        {T.mencoesAjuda}
      </p>
      {conteudo}
      {erro ? (
        <p id={`${id}-erro`} role="alert" className="text-sm text-red-600">
          {erro}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * Anonymises a student: says first what will happen and that it cannot be undone, lists the texts of
 * other records of the network that name the student for the operator to choose which are about it,
 * then asks for a written reason and the typed confirmation word; the server does the rest in one
 * transaction, rewriting only the mentions checked (and refusing one no longer listed).
 */
export function AnonimizarDialog({ aluno, onClose }: { aluno: Aluno | null; onClose: () => void }) {
  const anonimizar = useAnonimizarAluno(aluno?.id ?? '');
  const consulta = useMencoesDoAluno(aluno?.id ?? '', aluno !== null);
  const listadas = new Set(consulta.data?.itens.map((m) => m.id));
  return (
    <FormDialog
      {...abertoCom(aluno, onClose)}
      formulario={{ ...formulario, descricao: () => aluno?.nome }}
      registro={null}
      mutacoes={{
        // A list read again after a refusal may have lost a mention checked before: only what is shown is sent.
        criar: (dados) => anonimizar.mutateAsync({ ...dados, mencoes: dados.mencoes.filter((id) => listadas.has(id)) }),
      }}
    >
      <div className="space-y-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-slate-800">
        <ul className="list-disc space-y-1 pl-5">
          {T.efeitos.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
        <p className="font-semibold text-red-800">{T.irreversivel}</p>
      </div>
      <CampoControlado name="mencoes">
        {(controle) => <RevisaoDeMencoes consulta={consulta} controle={controle} />}
      </CampoControlado>
      <CampoAreaTexto name="motivo" label={T.motivo} rows={3} />
      <CampoTexto name="confirmacao" label={T.confirmacao} />
    </FormDialog>
  );
}
