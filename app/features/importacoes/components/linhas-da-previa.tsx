import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { CAMPO_IMPORTACAO_LABEL, type CampoImportacao } from '../../../../domain/importacao/campos';
import { BotaoDownload } from '../../../components/botao-download';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { type Importacao, type LinhaImportada, urlDasRecusadas, useAcoesDaImportacao, useLinhas } from '../api/importacoes';
import { mensagemDe } from './textos';

/** The preview's two lists, paged on the server: the duplicates to decide and the refused lines with their reasons. */

const GRAU_LABEL = { certo: 'Duplicado certo', muito_provavel: 'Muito provável', possivel: 'Possível' } as const;
const DECIDIDA = {
  ignorar: 'Decisão: ignorar a linha',
  atualizar: 'Decisão: atualizar o aluno existente',
  criar: 'Decisão: criar mesmo assim',
} as const;

export function Duplicadas({ imp }: { imp: Importacao }) {
  const [pagina, setPagina] = useState(1);
  const { data, isPending, isError, error, refetch } = useLinhas(imp.id, 'duplicadas', pagina, imp.duplicadas > 0);
  if (!imp.duplicadas) return null;
  return (
    <section aria-labelledby="titulo-duplicadas" className="flex flex-col gap-3">
      <h3 id="titulo-duplicadas" className="text-base font-semibold">
        Possíveis duplicados
      </h3>
      <p className="text-sm text-slate-600">
        Para cada linha, escolha: ignorar, atualizar o aluno que já existe na escola, ou criar mesmo assim (com o motivo).
      </p>
      {isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Carregando as linhas...
        </p>
      ) : isError ? (
        <LoadError message={mensagemDe(error)} onRetry={() => void refetch()} />
      ) : (
        <ul className="flex flex-col gap-3">
          {data.itens.map((l) => (
            <LinhaDuplicada key={l.numero} imp={imp} linha={l} />
          ))}
        </ul>
      )}
      <Paginas rotulo="Páginas dos duplicados" total={data?.total ?? 0} pagina={pagina} setPagina={setPagina} />
    </section>
  );
}

function LinhaDuplicada({ imp, linha }: { imp: Importacao; linha: LinhaImportada }) {
  const { decidir } = useAcoesDaImportacao();
  const [pedindoMotivo, setPedindoMotivo] = useState(false);
  const [motivo, setMotivo] = useState('');
  const botaoCriar = useRef<HTMLButtonElement>(null);
  const daRede = linha.duplicados.find((d) => d.aluno_id);
  const decidirComo = (decisao: 'ignorar' | 'atualizar' | 'criar', extra: { motivo?: string } = {}) =>
    decidir.mutate(
      { id: imp.id, numeros: [linha.numero], decisao, ...extra },
      { onSuccess: () => setPedindoMotivo(false), onError: (e) => toast.error(mensagemDe(e)) },
    );
  const titulo = `titulo-linha-${linha.numero}`;
  return (
    <li aria-labelledby={titulo} className="rounded-md border border-slate-200 p-3">
      <p id={titulo} className="font-medium">
        Linha {linha.numero}: {linha.nome}
      </p>
      <ul className="mt-1 text-sm text-slate-700">
        {linha.duplicados.map((d, i) => (
          <li key={i}>
            {GRAU_LABEL[d.grau]} — {d.motivo}:{' '}
            {d.linha
              ? `linha ${d.linha} do arquivo (${d.nome})`
              : `${d.nome}, matrícula ${d.matricula ?? '—'}${d.escola_nome ? `, ${d.escola_nome}` : ''}`}
          </li>
        ))}
      </ul>
      {linha.decisao ? (
        <p className="mt-2 text-sm font-medium text-blue-800">
          {DECIDIDA[linha.decisao]}
          {linha.decisao === 'criar' && linha.decisao_motivo ? ` (${linha.decisao_motivo})` : ''}
        </p>
      ) : null}
      <div role="group" aria-label={`Decisão da linha ${linha.numero}`} className="mt-2 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={linha.decisao === 'ignorar' ? 'default' : 'outline'}
          aria-pressed={linha.decisao === 'ignorar'}
          onClick={() => decidirComo('ignorar')}
          disabled={decidir.isPending}
        >
          Ignorar
        </Button>
        {daRede?.escola_id === imp.escola_id ? (
          <Button
            size="sm"
            variant={linha.decisao === 'atualizar' ? 'default' : 'outline'}
            aria-pressed={linha.decisao === 'atualizar'}
            onClick={() => decidirComo('atualizar')}
            disabled={decidir.isPending}
          >
            Atualizar o existente
          </Button>
        ) : null}
        <Button
          size="sm"
          variant={linha.decisao === 'criar' ? 'default' : 'outline'}
          aria-pressed={linha.decisao === 'criar'}
          aria-expanded={pedindoMotivo}
          ref={botaoCriar}
          onClick={() => setPedindoMotivo(true)}
          disabled={decidir.isPending}
        >
          Criar mesmo assim
        </Button>
      </div>
      {pedindoMotivo ? (
        <form
          className="mt-2 flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (motivo.trim()) decidirComo('criar', { motivo: motivo.trim() });
          }}
        >
          <div className="flex flex-col gap-1 text-sm">
            <label htmlFor={`motivo-${linha.numero}`}>Motivo para criar mesmo assim</label>
            <Input
              id={`motivo-${linha.numero}`}
              value={motivo}
              onChange={(e) => setMotivo(e.target.value)}
              maxLength={500}
              autoFocus
            />
          </div>
          <Button size="sm" type="submit" disabled={!motivo.trim() || decidir.isPending}>
            Confirmar
          </Button>
          <Button
            size="sm"
            type="button"
            variant="ghost"
            onClick={() => {
              setPedindoMotivo(false);
              botaoCriar.current?.focus();
            }}
          >
            Cancelar
          </Button>
        </form>
      ) : null}
    </li>
  );
}

export function Recusadas({ imp }: { imp: Importacao }) {
  const [pagina, setPagina] = useState(1);
  const { data, isPending, isError, error, refetch } = useLinhas(imp.id, 'recusadas', pagina, imp.recusados > 0);
  if (!imp.recusados) return <p className="text-sm text-slate-600">Nenhuma linha recusada.</p>;
  return (
    <section aria-labelledby="titulo-recusadas" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="titulo-recusadas" className="text-base font-semibold">
          Linhas recusadas
        </h3>
        <BotaoDownload url={urlDasRecusadas(imp.id)}>Baixar as linhas recusadas</BotaoDownload>
      </div>
      {isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Carregando as linhas...
        </p>
      ) : isError ? (
        <LoadError message={mensagemDe(error)} onRetry={() => void refetch()} />
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {data.itens.map((l) => (
            <li key={l.numero} aria-labelledby={`titulo-recusada-${l.numero}`} className="rounded-md border border-slate-200 p-2">
              <p id={`titulo-recusada-${l.numero}`} className="font-medium">
                Linha {l.numero}: {l.nome || '(sem nome)'}
              </p>
              <ul className="list-disc pl-5">
                {l.recusas.map((r, i) => (
                  <li key={i}>
                    {CAMPO_IMPORTACAO_LABEL[r.campo as CampoImportacao] ?? r.campo}: {r.mensagem}
                  </li>
                ))}
                {l.erro ? <li>{l.erro}</li> : null}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <Paginas rotulo="Páginas das linhas recusadas" total={data?.total ?? 0} pagina={pagina} setPagina={setPagina} />
    </section>
  );
}

function Paginas({
  rotulo,
  total,
  pagina,
  setPagina,
}: {
  rotulo: string;
  total: number;
  pagina: number;
  setPagina: (p: number) => void;
}) {
  const ultima = Math.max(1, Math.ceil(total / 20));
  if (ultima === 1) return null;
  return (
    <nav aria-label={rotulo} className="flex items-center gap-2 text-sm">
      <Button size="sm" variant="outline" onClick={() => setPagina(pagina - 1)} disabled={pagina <= 1}>
        Anterior
      </Button>
      <span>
        Página {pagina} de {ultima}
      </span>
      <Button size="sm" variant="outline" onClick={() => setPagina(pagina + 1)} disabled={pagina >= ultima}>
        Próxima
      </Button>
    </nav>
  );
}
