import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { lerNota } from '../../../../domain/avaliacao/notas';
import { FECHAMENTO_ANUAL_MENSAGENS } from '../../../../domain/schemas/fechamento-anual';
import { Opcoes, opcoesPorNome } from '../../../components/filtro-select';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { ApiError } from '../../../lib/api';
import { useResultadosAlunos, useSalvarRecuperacao } from '../api/fechamento-anual';
import { SituacaoBadge, umaCasa } from './situacao-badge';
import { TEXTOS } from './textos';
import { contagem } from '../../../lib/plural';

/**
 * Each student's year in one subject (chosen above the table): the four bimester grades, the annual
 * average, the recuperação final (typed here for the students below the passing average, by whoever
 * may), the final average, attendance, the situation in the subject and the overall one.
 */
export function ResultadosAlunos({ turmaId }: { turmaId: string }) {
  const resultados = useResultadosAlunos(turmaId);
  const salvar = useSalvarRecuperacao();
  const [disciplinaId, setDisciplinaId] = useState('');
  const [digitadas, setDigitadas] = useState<Record<string, string>>({});
  const [erros, setErros] = useState<Record<string, string>>({});
  const disciplinas = resultados.data?.disciplinas ?? [];
  const atual = disciplinaId || disciplinas[0]?.id || '';

  const linhas = useMemo(
    () => (resultados.data?.alunos ?? []).map((a) => ({ aluno: a, d: a.disciplinas.find((x) => x.disciplina_id === atual) })),
    [resultados.data, atual],
  );
  if (resultados.isPending) return <p className="text-sm text-slate-600">Carregando resultados...</p>;
  if (resultados.isError) return <LoadError message={resultados.error.message} onRetry={() => void resultados.refetch()} />;
  if (!disciplinas.length || !linhas.length) return null;

  const editaveis = linhas.filter((l) => l.d?.pode_lancar_recuperacao);
  const salvarTudo = () => {
    const itens = editaveis
      .filter((l) => digitadas[l.aluno.aluno_id] !== undefined)
      .map((l) => ({ aluno_id: l.aluno.aluno_id, nota: lerNota(digitadas[l.aluno.aluno_id] ?? '') }));
    if (!itens.length) return;
    const invalidas = Object.fromEntries(
      itens.filter((i) => i.nota !== null && Number.isNaN(i.nota)).map((i) => [i.aluno_id, FECHAMENTO_ANUAL_MENSAGENS.invalida]),
    );
    if (Object.keys(invalidas).length) {
      setErros(invalidas);
      return;
    }
    salvar.mutate(
      { turma_id: turmaId, disciplina_id: atual, itens },
      {
        onSuccess: () => {
          setDigitadas({});
          setErros({});
          toast.success(TEXTOS.recuperacaoSalva);
        },
        onError: (e) => {
          const porAluno: Record<string, string> = {};
          if (e instanceof ApiError && e.fields)
            for (const [campo, msg] of Object.entries(e.fields)) {
              const i = Number(/^itens\.(\d+)\./.exec(campo)?.[1]);
              if (itens[i]) porAluno[itens[i].aluno_id] = msg;
            }
          setErros(porAluno);
          toast.error(e.message);
        },
      },
    );
  };

  return (
    <section aria-label={TEXTOS.resultados} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 className="text-lg font-semibold text-slate-900">{TEXTOS.resultados}</h2>
        <div className="grid min-w-48 gap-1.5">
          <Label htmlFor="resultados-disciplina">Disciplina</Label>
          <Select
            id="resultados-disciplina"
            value={atual}
            onChange={(e) => {
              setDisciplinaId(e.target.value);
              setDigitadas({});
              setErros({});
            }}
          >
            <Opcoes opcoes={opcoesPorNome(disciplinas)} />
          </Select>
        </div>
      </div>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Aluno</TableHead>
            <TableHead>1º bim.</TableHead>
            <TableHead>2º bim.</TableHead>
            <TableHead>3º bim.</TableHead>
            <TableHead>4º bim.</TableHead>
            <TableHead>Média anual</TableHead>
            <TableHead>Recuperação final</TableHead>
            <TableHead>Média final</TableHead>
            <TableHead>Frequência</TableHead>
            <TableHead>Situação na disciplina</TableHead>
            <TableHead>Situação final</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {linhas.map(({ aluno, d }) => (
            <TableRow key={aluno.aluno_id}>
              <TableCell>
                <div className="font-medium text-slate-900">{aluno.aluno_nome}</div>
                <div className="text-xs text-slate-600">{aluno.aluno_matricula}</div>
              </TableCell>
              {[0, 1, 2, 3].map((i) => (
                <TableCell key={i}>{umaCasa(d?.notas[i])}</TableCell>
              ))}
              <TableCell>{umaCasa(d?.media_anual)}</TableCell>
              <TableCell>
                {d?.pode_lancar_recuperacao ? (
                  <div>
                    <Input
                      aria-label={`Recuperação final — ${aluno.aluno_nome}`}
                      inputMode="decimal"
                      className="w-20"
                      value={digitadas[aluno.aluno_id] ?? (d.recuperacao === null ? '' : String(d.recuperacao).replace('.', ','))}
                      onChange={(e) => setDigitadas((atuais) => ({ ...atuais, [aluno.aluno_id]: e.target.value }))}
                      aria-invalid={Boolean(erros[aluno.aluno_id])}
                    />
                    {erros[aluno.aluno_id] ? <p className="mt-1 text-xs text-red-700">{erros[aluno.aluno_id]}</p> : null}
                  </div>
                ) : (
                  umaCasa(d?.recuperacao)
                )}
              </TableCell>
              <TableCell>{umaCasa(d?.media_final)}</TableCell>
              <TableCell>
                {d?.percentual_frequencia === null || d === undefined ? '—' : `${umaCasa(d.percentual_frequencia)}%`}
                {d ? <div className="text-xs text-slate-600">{contagem(d.faltas, 'falta', 'faltas')}</div> : null}
              </TableCell>
              <TableCell>{d ? <SituacaoBadge situacao={d.situacao} rotulo={d.rotulo} /> : '—'}</TableCell>
              <TableCell>
                <SituacaoBadge situacao={aluno.situacao} rotulo={aluno.rotulo} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editaveis.length ? (
        <div className="flex justify-end">
          <Button onClick={salvarTudo} disabled={salvar.isPending || !Object.keys(digitadas).length}>
            {salvar.isPending ? TEXTOS.salvando : TEXTOS.salvarRecuperacao}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
