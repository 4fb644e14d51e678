import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Select } from '../../../components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useConfirmacao } from '../../../lib/use-confirmacao';
import { usePreviaRematricula, useAplicarRematricula } from '../api/fechamento-anual';
import { SituacaoBadge } from './situacao-badge';
import { CONFIRMACOES, TEXTOS } from './textos';

const NENHUM = 'nenhum';

/**
 * The rematrícula preview: next year's classes (new ones marked) and a destination per student by
 * the final result, which the gestor may change; applied at once after a confirmation.
 */
export function RematriculaDialog({ turmaId, onClose }: { turmaId: string; onClose: () => void }) {
  const previa = usePreviaRematricula(turmaId, true);
  const aplicar = useAplicarRematricula();
  const [escolhas, setEscolhas] = useState<Record<string, string>>({});

  const confirmar = (fechar: () => void) => {
    const p = previa.data!;
    const itens = p.alunos
      .filter((a) => !a.matriculado_em && escolhas[a.aluno_id] !== undefined)
      .map((a) => ({ aluno_id: a.aluno_id, destino: escolhas[a.aluno_id] === NENHUM ? null : escolhas[a.aluno_id]! }));
    aplicar.mutate(
      { turma_id: turmaId, itens },
      {
        onSuccess: (r) => {
          toast.success(TEXTOS.rematriculaAplicada(r.turmas_criadas.length, r.matriculas_criadas));
          fechar();
          onClose();
        },
        onError: (e) => {
          fechar();
          toast.error(e.message);
        },
      },
    );
  };
  const confirmacao = useConfirmacao(CONFIRMACOES.rematricula, aplicar.isPending, confirmar);

  return (
    <Dialog open onOpenChange={(aberto) => !aberto && !aplicar.isPending && onClose()}>
      <DialogContent
        className="max-w-4xl"
        title={TEXTOS.rematricula}
        description={previa.data ? `Ano letivo de ${previa.data.ano_destino}` : undefined}
      >
        {previa.isPending ? <p className="text-sm text-slate-600">Carregando prévia...</p> : null}
        {previa.isError ? <LoadError message={previa.error.message} onRetry={() => void previa.refetch()} /> : null}
        {previa.data ? (
          <div className="space-y-4">
            <section aria-label="Turmas do ano seguinte">
              <h3 className="text-sm font-semibold text-slate-900">Turmas do ano seguinte</h3>
              <ul className="mt-1 text-sm text-slate-700">
                {previa.data.turmas.map((t) => (
                  <li key={t.valor}>
                    {t.nome} · {t.turno} · capacidade {t.capacidade} {t.existe ? '(já existe)' : '(será criada)'}
                  </li>
                ))}
              </ul>
              {previa.data.ultima_serie ? (
                <p className="mt-1 text-sm text-slate-600">
                  Última série da escola: os aprovados concluem e não têm turma seguinte.
                </p>
              ) : null}
            </section>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Aluno</TableHead>
                  <TableHead>Resultado final</TableHead>
                  <TableHead>Destino</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {previa.data.alunos.map((a) => (
                  <TableRow key={a.aluno_id}>
                    <TableCell>
                      <div className="font-medium text-slate-900">{a.aluno_nome}</div>
                      <div className="text-xs text-slate-600">{a.aluno_matricula}</div>
                    </TableCell>
                    <TableCell>
                      <SituacaoBadge situacao={a.situacao} rotulo={a.rotulo} />
                    </TableCell>
                    <TableCell>
                      {a.matriculado_em ? (
                        <span className="text-sm text-slate-700">Já matriculado em {a.matriculado_em.turma_nome}</span>
                      ) : (
                        <Select
                          aria-label={`Destino — ${a.aluno_nome}`}
                          value={escolhas[a.aluno_id] ?? a.destino ?? NENHUM}
                          onChange={(e) => setEscolhas((atuais) => ({ ...atuais, [a.aluno_id]: e.target.value }))}
                        >
                          <option value={NENHUM}>{a.concluinte ? 'Concluinte (sem turma)' : 'Nenhuma'}</option>
                          {previa.data.turmas.map((t) => (
                            <option key={t.valor} value={t.valor}>
                              {t.nome}
                            </option>
                          ))}
                        </Select>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={aplicar.isPending}>
            Cancelar
          </Button>
          <Button onClick={confirmacao.abrir} disabled={!previa.data || aplicar.isPending}>
            {aplicar.isPending ? TEXTOS.aplicando : TEXTOS.aplicar}
          </Button>
        </DialogFooter>
        <ConfirmDialog {...confirmacao.props} />
      </DialogContent>
    </Dialog>
  );
}
