import { useState } from 'react';
import { toast } from 'sonner';
import { AVALIACAO_MENSAGENS as MSG } from '../../../../domain/schemas/avaliacao';
import { LoadError } from '../../../components/load-error';
import { Observacao } from '../../../components/observacao';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { ApiError } from '../../../lib/api';
import type { Avaliacao } from '../api/carregar-sub-avaliacoes';
import { type ResultadoAluno, type ResultadosDaAvaliacao, useResultados, useSalvarResultados } from '../api/resultados';
import { TEXTOS } from './textos';

/** Scores may still be entered: writable and not finalizada (its scores are final). */
const lanca = (a: Avaliacao) => a.pode_editar && a.status !== 'finalizada';

/** 'Lançar notas': every student of the class with a score, Ausente or Dispensado, saved whole. */
export function LancarNotasDialog({ avaliacao, onClose }: { avaliacao: Avaliacao | null; onClose: () => void }) {
  const resultados = useResultados(avaliacao?.id ?? null);
  return (
    <Dialog
      open={avaliacao !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        className="max-w-3xl"
        title={
          avaliacao ? `${lanca(avaliacao) ? TEXTOS.lancarNotas : TEXTOS.verNotas} — ${avaliacao.titulo}` : TEXTOS.lancarNotas
        }
        description={
          avaliacao
            ? `${avaliacao.disciplina_nome} · ${avaliacao.bimestre}º bimestre · valor total ${avaliacao.valor_total.toLocaleString('pt-BR')}`
            : undefined
        }
      >
        {resultados.isError ? (
          <LoadError message={TEXTOS.erroCarregarNotas(resultados.error.message)} onRetry={() => void resultados.refetch()} />
        ) : resultados.data && avaliacao ? (
          <Folha key={resultados.data.avaliacao.updated_at} dados={resultados.data} onClose={onClose} />
        ) : (
          <p role="status" className="py-6 text-center text-sm text-slate-600">
            Carregando...
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The two marks of a line; checking one clears the other and the score. */
const MARCACOES = ['ausente', 'dispensado'] as const;

interface Linha {
  nota: string;
  ausente: boolean;
  dispensado: boolean;
}

const paraLinha = (r: ResultadoAluno): Linha => ({
  nota: r.nota === null ? '' : r.nota.toLocaleString('pt-BR'),
  ausente: r.ausente,
  dispensado: r.dispensado,
});

function Folha({ dados, onClose }: { dados: ResultadosDaAvaliacao; onClose: () => void }) {
  const { avaliacao } = dados;
  // Finalizada: the scores are final (the server refuses them too), shown with the reason.
  const finalizada = avaliacao.status === 'finalizada';
  const somenteLeitura = !lanca(avaliacao);
  const [linhas, setLinhas] = useState(() => new Map(dados.itens.map((r) => [r.aluno_id, paraLinha(r)])));
  const [erros, setErros] = useState<Record<string, string>>({});
  const salvar = useSalvarResultados();
  const mudar = (alunoId: string, m: Partial<Linha>) =>
    setLinhas((atual) => new Map(atual).set(alunoId, { ...atual.get(alunoId)!, ...m }));

  const enviar = async () => {
    const novosErros: Record<string, string> = {};
    const itens = dados.itens.map((r) => {
      const l = linhas.get(r.aluno_id)!;
      const texto = l.nota.trim().replace(',', '.');
      const nota = texto === '' ? null : Number(texto);
      if (nota !== null && (!Number.isFinite(nota) || nota < 0 || nota > avaliacao.valor_total))
        novosErros[r.aluno_id] = MSG.notaAcima(avaliacao.valor_total.toLocaleString('pt-BR'));
      else if (nota !== null && Math.abs(nota * 10 - Math.round(nota * 10)) > 1e-9) novosErros[r.aluno_id] = MSG.notaPasso;
      return {
        aluno_id: r.aluno_id,
        nota: l.ausente || l.dispensado ? null : nota,
        ausente: l.ausente,
        dispensado: l.dispensado,
      };
    });
    setErros(novosErros);
    if (Object.keys(novosErros).length) return;
    try {
      await salvar.mutateAsync({ id: avaliacao.id, input: { itens, updated_at: avaliacao.updated_at } });
      toast.success(TEXTOS.notasSalvas);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        const doServidor: Record<string, string> = {};
        for (const [campo, msg] of Object.entries(error.fields)) {
          // itens.N.campo: the Nth line sent; alunos.<id>: a student the sheet did not send.
          const i = /^itens\.(\d+)\./.exec(campo)?.[1];
          const aluno = i === undefined ? /^alunos\.(.+)$/.exec(campo)?.[1] : dados.itens[Number(i)]?.aluno_id;
          if (aluno) doServidor[aluno] = msg;
        }
        setErros(doServidor);
      }
      toast.error(TEXTOS.erroNotas(error instanceof Error ? error.message : 'Erro desconhecido'));
    }
  };

  if (!dados.itens.length) return <p className="py-6 text-center text-sm text-slate-600">{TEXTOS.semAlunos}</p>;

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void enviar();
      }}
      className="grid gap-4"
    >
      {avaliacao.fechado ? (
        <Observacao>{avaliacao.fechado}</Observacao>
      ) : finalizada ? (
        <Observacao tom="neutro">{MSG.finalizada}</Observacao>
      ) : null}
      <div className="max-h-[60vh] overflow-y-auto">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Aluno</TableHead>
              <TableHead className="w-32">Nota</TableHead>
              {MARCACOES.map((campo) => (
                <TableHead key={campo} className="w-28">
                  {TEXTOS[campo]}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {dados.itens.map((r) => {
              const l = linhas.get(r.aluno_id)!;
              const id = `nota-${r.aluno_id}`;
              const erro = erros[r.aluno_id];
              return (
                <TableRow key={r.aluno_id}>
                  <TableCell>
                    <label htmlFor={id} className="font-medium text-slate-900">
                      {r.aluno_nome}
                    </label>
                    <p className="text-xs text-slate-600">{r.aluno_matricula}</p>
                  </TableCell>
                  <TableCell>
                    <Input
                      id={id}
                      inputMode="decimal"
                      autoComplete="off"
                      value={l.nota}
                      disabled={somenteLeitura || l.ausente || l.dispensado}
                      aria-invalid={erro ? true : undefined}
                      aria-describedby={erro ? `${id}-erro` : undefined}
                      onChange={(e) => mudar(r.aluno_id, { nota: e.target.value })}
                    />
                    {erro ? (
                      <p id={`${id}-erro`} className="mt-1 text-xs text-red-700">
                        {erro}
                      </p>
                    ) : null}
                  </TableCell>
                  {MARCACOES.map((campo) => (
                    <TableCell key={campo}>
                      <label className="inline-flex items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          className="size-4"
                          checked={l[campo]}
                          disabled={somenteLeitura}
                          aria-label={`${TEXTOS[campo]}: ${r.aluno_nome}`}
                          onChange={(e) =>
                            mudar(r.aluno_id, { ausente: false, dispensado: false, [campo]: e.target.checked, nota: '' })
                          }
                        />
                        {TEXTOS[campo]}
                      </label>
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {somenteLeitura ? TEXTOS.fechar : TEXTOS.cancelar}
          </Button>
        </DialogClose>
        {somenteLeitura ? null : (
          <Button type="submit" disabled={salvar.isPending}>
            {salvar.isPending ? TEXTOS.salvando : TEXTOS.salvarNotas}
          </Button>
        )}
      </DialogFooter>
    </form>
  );
}
