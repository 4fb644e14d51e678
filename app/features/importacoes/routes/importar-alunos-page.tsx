import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import {
  CAMPO_IMPORTACAO_LABEL,
  CAMPOS_IMPORTACAO,
  type CampoImportacao,
  type Mapeamento,
} from '../../../../domain/importacao/campos';
import { STATUS_IMPORTACAO_LABEL } from '../../../../domain/importacao/estados';
import { BotaoDownload } from '../../../components/botao-download';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EscolaFrame } from '../../../components/escola-frame';
import { LoadError } from '../../../components/load-error';
import { Pagina } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { caminhoEscola } from '../../../../domain/navigation';
import { useTurmasNavegacao } from '../../../lib/navegacao';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  type Importacao,
  urlDasRecusadas,
  useAcoesDaImportacao,
  useImportacao,
  useImportacoesRecentes,
} from '../api/importacoes';
import { Duplicadas, Recusadas } from '../components/linhas-da-previa';
import { linhas, mensagemDe, numero } from '../components/textos';

const TITULO = 'Importar alunos';
/** The import under way is in the address: a reload, or the link in another tab, comes back to it. */
const PARAMETRO = 'importacao';

/** Import of students from a spreadsheet into a school: /escola/{escolaId}/importar-alunos[?importacao=id]. */
export function ImportarAlunosPage() {
  const { escolaId = '' } = useParams();
  useDocumentTitle(TITULO);
  return <EscolaFrame escolaId={escolaId}>{() => <Importar escolaId={escolaId} />}</EscolaFrame>;
}

function Importar({ escolaId }: { escolaId: string }) {
  const [params, setParams] = useSearchParams();
  const id = params.get(PARAMETRO);
  const setId = (novo: string | null) => setParams(novo ? { [PARAMETRO]: novo } : {});
  const { data: imp, isPending, isError, error, refetch } = useImportacao(id);
  return (
    <Pagina
      title={TITULO}
      description="Traga os alunos de uma planilha (CSV ou XLSX) com os responsáveis e a turma: envie o arquivo, confira as colunas, decida os duplicados e importe."
    >
      {!id ? (
        <>
          <Envio escolaId={escolaId} aoEnviar={setId} />
          <Recentes escolaId={escolaId} />
        </>
      ) : isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Carregando a importação...
        </p>
      ) : isError ? (
        <LoadError title="Não foi possível carregar a importação." message={mensagemDe(error)} onRetry={() => void refetch()} />
      ) : (
        <Etapa imp={imp} escolaId={escolaId} recomecar={() => setId(null)} />
      )}
    </Pagina>
  );
}

function Etapa({ imp, escolaId, recomecar }: { imp: Importacao; escolaId: string; recomecar: () => void }) {
  if (imp.status === 'enviada') return <Colunas imp={imp} />;
  if (imp.status === 'analisando' || imp.status === 'importando') return <Progresso imp={imp} />;
  if (imp.status === 'aguardando_decisoes') return <Previa imp={imp} />;
  if (imp.status === 'falhou')
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
      >
        <p className="font-medium">A importação de {imp.nome_arquivo} falhou.</p>
        <p>{imp.erro ?? 'Envie o arquivo novamente.'}</p>
        <Button variant="outline" size="sm" onClick={recomecar}>
          Enviar outro arquivo
        </Button>
      </div>
    );
  return <Resultado imp={imp} escolaId={escolaId} recomecar={recomecar} />;
}

function Envio({ escolaId, aoEnviar }: { escolaId: string; aoEnviar: (id: string) => void }) {
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const entrada = useRef<HTMLInputElement>(null);
  const { enviar } = useAcoesDaImportacao();
  return (
    <form
      className="flex max-w-xl flex-col gap-3"
      aria-label="Enviar a planilha"
      onSubmit={(e) => {
        e.preventDefault();
        if (!arquivo) {
          setErro('Escolha o arquivo da planilha.');
          return;
        }
        setErro(null);
        enviar.mutate(
          { escolaId, arquivo },
          { onSuccess: (imp) => aoEnviar(imp.id), onError: (err) => setErro(mensagemDe(err)) },
        );
      }}
    >
      <label htmlFor="arquivo-importacao" className="text-sm font-medium">
        Planilha de alunos
      </label>
      {/* The browser's own file input speaks the browser's language: a button in pt-BR opens it. */}
      <input
        ref={entrada}
        id="arquivo-importacao"
        type="file"
        accept=".csv,.xlsx,.txt"
        className="sr-only"
        tabIndex={-1}
        onChange={(e) => {
          setArquivo(e.target.files?.[0] ?? null);
          setErro(null);
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          aria-describedby="arquivo-importacao-escolhido arquivo-importacao-dica"
          aria-invalid={erro ? true : undefined}
          aria-errormessage={erro ? 'arquivo-importacao-erro' : undefined}
          onClick={() => entrada.current?.click()}
        >
          <Upload aria-hidden />
          Escolher a planilha
        </Button>
        <span id="arquivo-importacao-escolhido" className="text-sm text-slate-700">
          {arquivo ? arquivo.name : 'Nenhum arquivo escolhido'}
        </span>
      </div>
      <p id="arquivo-importacao-dica" className="text-sm text-slate-600">
        CSV (UTF-8 ou Windows-1252, separado por ; ou ,) ou XLSX, até 60 MB. A primeira linha deve ser o cabeçalho; datas no
        formato dd/mm/aaaa.
      </p>
      {erro ? (
        <p id="arquivo-importacao-erro" role="alert" className="text-sm text-red-700">
          {erro}
        </p>
      ) : null}
      <Button type="submit" className="self-start" disabled={enviar.isPending}>
        {enviar.isPending ? 'Enviando...' : 'Enviar arquivo'}
      </Button>
    </form>
  );
}

function Recentes({ escolaId }: { escolaId: string }) {
  const { data, isPending, isError, error, refetch } = useImportacoesRecentes(escolaId);
  return (
    <section aria-labelledby="titulo-recentes" className="flex max-w-xl flex-col gap-2">
      <h2 id="titulo-recentes" className="text-base font-semibold">
        Importações recentes desta escola
      </h2>
      {isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Carregando...
        </p>
      ) : isError ? (
        <LoadError message={mensagemDe(error)} onRetry={() => void refetch()} />
      ) : data.itens.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhuma importação ainda.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {data.itens.map((i) => (
            <li key={i.id}>
              <Link
                className="text-blue-700 underline underline-offset-2 hover:text-blue-900"
                to={`?${PARAMETRO}=${encodeURIComponent(i.id)}`}
              >
                {i.nome_arquivo}
              </Link>{' '}
              — {STATUS_IMPORTACAO_LABEL[i.status]}, {new Date(i.created_at).toLocaleString('pt-BR')}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Colunas({ imp }: { imp: Importacao }) {
  const [mapeamento, setMapeamento] = useState<Mapeamento>(imp.mapeamento);
  const [erro, setErro] = useState<string | null>(null);
  const { mapear, analisar } = useAcoesDaImportacao();
  const ocupado = mapear.isPending || analisar.isPending;
  const continuar = () => {
    setErro(null);
    mapear.mutate(
      { id: imp.id, mapeamento },
      {
        onSuccess: () => analisar.mutate(imp.id, { onError: (e) => setErro(mensagemDe(e)) }),
        onError: (e) => setErro(mensagemDe(e)),
      },
    );
  };
  return (
    <section aria-labelledby="titulo-colunas" className="flex flex-col gap-4">
      <h2 id="titulo-colunas" className="text-lg font-semibold">
        Colunas de {imp.nome_arquivo}
      </h2>
      <p className="text-sm text-slate-600">
        {imp.mapeamento_lembrado
          ? 'Usamos as colunas escolhidas da última vez para este cabeçalho: confira e ajuste.'
          : 'Sugerimos o campo de cada coluna pelo cabeçalho: confira e ajuste. Nome do aluno e data de nascimento são obrigatórios.'}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {imp.cabecalho.map((coluna, i) => {
          const rotulo = coluna || `Coluna ${i + 1}`;
          return (
            <div key={`${i}-${coluna}`} className="flex flex-col gap-1 text-sm">
              <label htmlFor={`coluna-${i}`} className="font-medium">
                {rotulo}
              </label>
              <select
                id={`coluna-${i}`}
                aria-label={`Campo da coluna ${rotulo}`}
                className="h-9 rounded-md border border-slate-300 bg-white px-2 max-sm:min-h-11"
                value={mapeamento[i] ?? ''}
                onChange={(e) => {
                  const novo = [...mapeamento];
                  novo[i] = (e.target.value || null) as CampoImportacao | null;
                  setMapeamento(novo);
                }}
              >
                <option value="">Ignorar esta coluna</option>
                {CAMPOS_IMPORTACAO.map((c) => (
                  <option key={c} value={c}>
                    {CAMPO_IMPORTACAO_LABEL[c]}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
      {erro ? (
        <p role="alert" className="text-sm text-red-700">
          {erro}
        </p>
      ) : null}
      <Button className="self-start" onClick={continuar} disabled={ocupado}>
        {ocupado ? 'Enviando...' : 'Analisar o arquivo'}
      </Button>
    </section>
  );
}

function Progresso({ imp }: { imp: Importacao }) {
  const fase = STATUS_IMPORTACAO_LABEL[imp.status];
  // The analysis learns the number of lines only at its end: until then the bar has no value.
  const pct = imp.total_linhas ? Math.min(100, Math.round((imp.processadas / imp.total_linhas) * 100)) : null;
  const texto = imp.total_linhas
    ? `${numero(imp.processadas)} de ${linhas(imp.total_linhas)} (${pct}%)`
    : `${linhas(imp.processadas)} lidas`;
  return (
    <section aria-labelledby="titulo-progresso" className="flex max-w-xl flex-col gap-2">
      <h2 id="titulo-progresso" className="text-lg font-semibold">
        {fase}: {imp.nome_arquivo}
      </h2>
      <div
        role="progressbar"
        aria-labelledby="titulo-progresso"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct ?? undefined}
        aria-valuetext={texto}
        className="h-3 w-full overflow-hidden rounded-full border border-slate-300 bg-slate-200"
      >
        <div
          className={pct === null ? 'h-full w-1/3 animate-pulse bg-blue-600' : 'h-full bg-blue-600 transition-[width]'}
          style={pct === null ? undefined : { width: `${pct}%` }}
        />
      </div>
      <p className="text-sm text-slate-600 tabular-nums" aria-live="polite">
        {texto}
      </p>
      <p className="text-sm text-slate-600">
        A importação continua no servidor: você pode sair desta página e voltar a ela em “Importações recentes”, na tela de envio.
      </p>
    </section>
  );
}

function Contagem({ rotulo, valor }: { rotulo: string; valor: number }) {
  return (
    <div className="rounded-md border border-slate-200 p-3">
      <dt className="text-sm text-slate-600">{rotulo}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{numero(valor)}</dd>
    </div>
  );
}

function Previa({ imp }: { imp: Importacao }) {
  const { executar } = useAcoesDaImportacao();
  const [confirmar, setConfirmar] = useState(false);
  const vaiEntrar = imp.validas + imp.duplicadas;
  return (
    <section aria-labelledby="titulo-previa" className="flex flex-col gap-6">
      <h2 id="titulo-previa" className="text-lg font-semibold">
        Prévia de {imp.nome_arquivo}
      </h2>
      <div role="group" aria-label="Resumo da análise">
        <dl className="grid gap-3 sm:grid-cols-4">
          <Contagem rotulo="Linhas" valor={imp.total_linhas} />
          <Contagem rotulo="Prontas para importar" valor={imp.validas} />
          <Contagem rotulo="Com possível duplicado" valor={imp.duplicadas} />
          <Contagem rotulo="Recusadas" valor={imp.recusados} />
        </dl>
      </div>
      {imp.total_linhas === 0 ? (
        <p role="status" className="text-sm text-slate-600">
          O arquivo não tem linhas além do cabeçalho.
        </p>
      ) : null}
      <Duplicadas imp={imp} />
      <Recusadas imp={imp} />
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => setConfirmar(true)} disabled={imp.pendentes > 0 || executar.isPending || vaiEntrar === 0}>
          Importar
        </Button>
        {imp.pendentes > 0 ? (
          <p className="text-sm text-slate-600">
            {imp.pendentes === 1
              ? 'Decida a linha com duplicado para importar.'
              : `Decida as ${numero(imp.pendentes)} linhas com duplicado para importar.`}
          </p>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmar}
        onOpenChange={setConfirmar}
        title="Importar os alunos?"
        description={descricaoDaConfirmacao(imp)}
        confirmLabel="Importar"
        confirmVariant="default"
        pending={executar.isPending}
        pendingLabel="Iniciando..."
        onConfirm={() =>
          executar.mutate(imp.id, {
            onSuccess: () => setConfirmar(false),
            onError: (e) => toast.error(mensagemDe(e)),
          })
        }
      />
    </section>
  );
}

/** What the run will do, said before it starts. */
function descricaoDaConfirmacao(imp: Importacao) {
  const prontas = imp.validas === 1 ? '1 linha pronta' : `${numero(imp.validas)} linhas prontas`;
  const duplicadas = imp.duplicadas ? ' e as linhas com duplicado que você decidiu criar ou atualizar' : '';
  const recusadas =
    imp.recusados === 0
      ? ''
      : imp.recusados === 1
        ? ' A linha recusada fica de fora.'
        : ` As ${numero(imp.recusados)} linhas recusadas ficam de fora.`;
  return `Entram em ${imp.escola_nome}: ${prontas}${duplicadas}.${recusadas} Cada linha entra inteira ou não entra.`;
}

function Resultado({ imp, escolaId, recomecar }: { imp: Importacao; escolaId: string; recomecar: () => void }) {
  const turmas = useTurmasNavegacao(escolaId);
  return (
    <section className="flex flex-col gap-4" aria-labelledby="titulo-resultado">
      <h2 id="titulo-resultado" className="text-lg font-semibold">
        Importação concluída: {imp.nome_arquivo}
      </h2>
      <div role="group" aria-label="Resultado da importação">
        <dl className="grid gap-3 sm:grid-cols-4">
          <Contagem rotulo="Criados" valor={imp.criados} />
          <Contagem rotulo="Atualizados" valor={imp.atualizados} />
          <Contagem rotulo="Ignorados" valor={imp.ignorados} />
          <Contagem rotulo="Recusados" valor={imp.recusados} />
        </dl>
      </div>
      <div className="flex flex-wrap gap-2">
        {imp.recusados ? <BotaoDownload url={urlDasRecusadas(imp.id)}>Baixar as linhas recusadas</BotaoDownload> : null}
        <Button variant="outline" asChild>
          <Link to={caminhoEscola(escolaId, 'alunos')}>Ver os alunos da escola</Link>
        </Button>
        <Button variant="ghost" onClick={recomecar}>
          Importar outro arquivo
        </Button>
      </div>
      {turmas.data?.itens.length ? (
        <nav aria-label="Alunos por turma" className="flex flex-col gap-2">
          <h3 className="text-base font-semibold">Confira os alunos nas turmas</h3>
          <ul className="flex flex-wrap gap-2 text-sm">
            {turmas.data.itens.map((t) => (
              <li key={t.id}>
                <Link
                  className="text-blue-700 underline underline-offset-2 hover:text-blue-900"
                  to={caminhoEscola(escolaId, `turma/${t.id}/alunos`)}
                >
                  Alunos de {t.nome}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
