import { Upload } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Contagem, ListaCodigos, Progresso, TabelaRecusadas } from './importacao-relatorio';
import { type Previa, useImportacao } from './use-importacao';
import { contagem } from '../../../lib/plural';

/**
 * 'Importar': an administrador picks the official catalogue (CSV or JSON with the columns
 * codigo, descricao, componente_curricular, ano_serie, etapa), sees a preview with the server's
 * dry run, confirms, follows the progress, and reads the report.
 */
export function ImportacaoDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const importacao = useImportacao();
  const fechar = (aberto: boolean) => {
    // Batches under way are not abandoned halfway by a stray Escape or click outside.
    if (!aberto && importacao.fase.tipo === 'importando') return;
    if (!aberto) importacao.recomecar();
    onOpenChange(aberto);
  };
  return (
    <Dialog open={open} onOpenChange={fechar}>
      <DialogContent
        className="max-w-3xl"
        title="Importar catálogo BNCC"
        description="Habilidades oficiais a partir de um arquivo CSV ou JSON."
      >
        {open ? <Importacao importacao={importacao} onClose={() => fechar(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Importacao({ importacao, onClose }: { importacao: ReturnType<typeof useImportacao>; onClose: () => void }) {
  const { fase, escolherArquivo, confirmar, recomecar } = importacao;

  if (fase.tipo === 'escolha') {
    return (
      <div className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="importacao-arquivo">Arquivo do catálogo (CSV ou JSON)</Label>
          <input
            id="importacao-arquivo"
            type="file"
            accept=".csv,.json,text/csv,application/json"
            aria-describedby="importacao-ajuda"
            aria-invalid={fase.erro ? true : undefined}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-slate-50"
            onChange={(e) => {
              const arquivo = e.target.files?.[0];
              if (arquivo) void escolherArquivo(arquivo);
            }}
          />
          <p id="importacao-ajuda" className="text-xs text-slate-600">
            Colunas: codigo, descricao, componente_curricular, ano_serie, etapa (EI, EF ou EM). Até 5 MB. Importar o mesmo arquivo
            de novo não altera nada.
          </p>
          {fase.erro ? (
            <p role="alert" className="text-sm text-red-600">
              {fase.erro}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
        </DialogFooter>
      </div>
    );
  }

  if (fase.tipo === 'previa')
    return (
      <PreviaView previa={fase.previa} onConfirmar={() => void confirmar(fase.previa)} onOutro={recomecar} onClose={onClose} />
    );

  if (fase.tipo === 'importando') {
    return (
      <div className="grid gap-4">
        <Progresso rotulo="Importando..." feito={fase.enviadas} total={fase.previa.validas.length} />
      </div>
    );
  }

  const { relatorio, erro } = fase;
  return (
    <div className="grid gap-4">
      {erro ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          Erro ao importar: {erro}. As linhas já enviadas foram gravadas; importe o arquivo de novo para completar (o que já foi
          gravado não muda).
        </p>
      ) : (
        <p role="status" className="text-sm font-medium text-green-800">
          Importação concluída.
        </p>
      )}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Contagem rotulo="Criadas" valor={relatorio.criadas.length} cor="text-green-700" />
        <Contagem rotulo="Atualizadas" valor={relatorio.atualizadas.length} cor="text-blue-700" />
        <Contagem rotulo="Inalteradas" valor={relatorio.inalteradas} cor="text-slate-800" />
        <Contagem rotulo="Recusadas" valor={relatorio.recusadas.length} cor="text-red-700" />
      </div>
      <ListaCodigos titulo="Códigos criados" codigos={relatorio.criadas} />
      <ListaCodigos titulo="Códigos atualizados" codigos={relatorio.atualizadas} />
      <TabelaRecusadas recusadas={relatorio.recusadas} titulo="Linhas recusadas" />
      <DialogFooter>
        <Button variant="outline" onClick={recomecar}>
          Importar outro arquivo
        </Button>
        <Button onClick={onClose}>Fechar</Button>
      </DialogFooter>
    </div>
  );
}

function PreviaView({
  previa,
  onConfirmar,
  onOutro,
  onClose,
}: {
  previa: Previa;
  onConfirmar: () => void;
  onOutro: () => void;
  onClose: () => void;
}) {
  const { simulacao } = previa;
  const analisando = previa.validas.length > 0 && !simulacao && !previa.erroSimulacao;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-700">
        <span className="font-medium text-slate-900">{previa.nome}</span>: {contagem(previa.totalLinhas, 'linha', 'linhas')},{' '}
        {contagem(previa.validas.length, 'válida', 'válidas')} e {contagem(previa.recusadas.length, 'recusada', 'recusadas')}.
      </p>
      {previa.validas.length ? (
        <section aria-label="Primeiras linhas" className="overflow-x-auto rounded-md border border-slate-200">
          <table className="w-full text-left text-xs">
            <caption className="sr-only">Primeiras linhas do arquivo</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                {['Linha', 'Código', 'Componente', 'Ano/Série', 'Etapa', 'Descrição'].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {previa.validas.slice(0, 5).map((l) => (
                <tr key={l.linha}>
                  <td className="px-3 py-1.5">{l.linha}</td>
                  <td className="px-3 py-1.5 font-mono">{l.codigo}</td>
                  <td className="px-3 py-1.5">{l.componente_curricular}</td>
                  <td className="px-3 py-1.5 whitespace-nowrap">{l.ano_serie}</td>
                  <td className="px-3 py-1.5">{l.etapa}</td>
                  <td className="max-w-xs truncate px-3 py-1.5" title={l.descricao}>
                    {l.descricao}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {analisando ? <Progresso rotulo="Analisando..." feito={previa.analisadas} total={previa.validas.length} /> : null}
      {previa.erroSimulacao ? (
        <p role="alert" className="text-sm text-red-600">
          Não foi possível analisar o arquivo no servidor: {previa.erroSimulacao}
        </p>
      ) : null}
      {simulacao ? (
        <div className="grid gap-2">
          <p className="text-sm font-medium text-slate-900">Ao confirmar:</p>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Contagem rotulo="Serão criadas" valor={simulacao.criadas.length} cor="text-green-700" />
            <Contagem rotulo="Serão atualizadas" valor={simulacao.atualizadas.length} cor="text-blue-700" />
            <Contagem rotulo="Ficarão inalteradas" valor={simulacao.inalteradas} cor="text-slate-800" />
            <Contagem rotulo="Recusadas no servidor" valor={simulacao.recusadas.length} cor="text-red-700" />
          </div>
        </div>
      ) : null}
      <TabelaRecusadas
        recusadas={[...previa.recusadas, ...(simulacao?.recusadas ?? [])].sort((a, b) => a.linha - b.linha)}
        titulo="Linhas que serão recusadas"
      />
      <DialogFooter>
        <Button variant="outline" onClick={onOutro}>
          Escolher outro arquivo
        </Button>
        <Button variant="outline" onClick={onClose}>
          Cancelar
        </Button>
        <Button onClick={onConfirmar} disabled={analisando || !previa.validas.length}>
          <Upload aria-hidden />
          Confirmar importação
        </Button>
      </DialogFooter>
    </div>
  );
}
