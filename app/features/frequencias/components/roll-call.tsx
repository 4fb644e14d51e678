import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import { JUSTIFICATIVAS, type Justificativa } from '../../../../domain/avaliacao/frequencia';
import { chamadaInput } from '../../../../domain/schemas/frequencia';
import { AvisoConflito } from '../../../components/aviso-conflito';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { ApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { CHAMADA_QUERY_KEY, type Chamada } from '../api/carregar-chamada';
import { useSalvarChamada } from '../api/salvar-chamada';
import { TEXTOS } from './textos';

interface Marca {
  aluno_id: string;
  aluno_nome: string;
  aluno_matricula: string;
  presente: boolean;
  justificativa: Justificativa | null;
  observacoes: string;
  updated_at: string | null;
}

const paraEdicao = (c: Chamada): Marca[] => c.itens.map((m) => ({ ...m, observacoes: m.observacoes ?? '' }));
const igual = (a: Marca, b: Marca) =>
  a.presente === b.presente && a.justificativa === b.justificativa && a.observacoes.trim() === b.observacoes.trim();

/**
 * The roll call: every enrolled student present by default; a click or the space bar
 * toggles 'Faltou', absences take a justificativa, and one 'Salvar chamada' stores it all.
 */
export function RollCall({ chamada }: { chamada: Chamada }) {
  const queryClient = useQueryClient();
  const salvar = useSalvarChamada();
  const [base, setBase] = useState(() => paraEdicao(chamada));
  const [marcas, setMarcas] = useState(base);
  const [registrada, setRegistrada] = useState(chamada.registrada);
  const [erros, setErros] = useState<Record<number, string>>({});
  const [conflito, setConflito] = useState(false);
  const corpo = useRef<HTMLTableSectionElement>(null);
  const editavel = chamada.pode_editar;
  const sujo = marcas.some((m, i) => !igual(m, base[i]!));
  const faltas = marcas.filter((m) => !m.presente).length;

  const mudar = (i: number, patch: Partial<Marca>) =>
    setMarcas((atual) => atual.map((m, j) => (j === i ? { ...m, ...patch } : m)));

  const mover = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const destino = e.key === 'ArrowDown' ? i + 1 : e.key === 'ArrowUp' ? i - 1 : null;
    if (destino === null) return;
    const alvo = corpo.current?.querySelector<HTMLButtonElement>(`[data-marca="${destino}"]`);
    if (alvo) {
      e.preventDefault();
      alvo.focus();
    }
  };

  const aplicar = (nova: Chamada) => {
    const edicao = paraEdicao(nova);
    setBase(edicao);
    setMarcas(edicao);
    setRegistrada(nova.registrada);
    setErros({});
    setConflito(false);
  };

  const recarregar = async () => {
    aplicar(
      await queryClient.fetchQuery<Chamada>({
        queryKey: [...CHAMADA_QUERY_KEY, { turmaId: chamada.turma.id, disciplinaId: chamada.disciplina.id, data: chamada.data }],
        staleTime: 0,
      }),
    );
  };

  const onSalvar = () => {
    const r = chamadaInput.safeParse({
      turma_id: chamada.turma.id,
      disciplina_id: chamada.disciplina.id,
      data: chamada.data,
      itens: marcas.map((m) => ({
        aluno_id: m.aluno_id,
        presente: m.presente,
        justificativa: m.justificativa,
        observacoes: m.observacoes,
        updated_at: m.updated_at,
      })),
    });
    if (!r.success) {
      toast.error(TEXTOS.erroSalvarChamada(r.error.issues[0]?.message ?? 'Dados inválidos'));
      return;
    }
    salvar.mutate(r.data, {
      onSuccess: (nova) => {
        aplicar(nova);
        toast.success(TEXTOS.chamadaSalva);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) {
          const porLinha: Record<number, string> = {};
          for (const [path, msg] of Object.entries(error.fields)) {
            const m = /^itens\.(\d+)\./.exec(path);
            if (m) porLinha[Number(m[1])] = msg;
          }
          setErros(porLinha);
        }
        if (error instanceof ApiError && error.status === 409 && error.code === 'CONFLICT') setConflito(true);
        // The bimestre was closed meanwhile: reload shows the roll call read-only with the reason.
        if (error instanceof ApiError && error.code === 'PERIODO_FECHADO') void recarregar();
        toast.error(TEXTOS.erroSalvarChamada(error.message));
      },
    });
  };

  // A date that takes no roll call (not a school day) or whose bimestre is closed: read-only, with the reason.
  const motivo = chamada.nao_letivo ?? chamada.fechado;
  const aviso = motivo ? (
    <p
      role="alert"
      className={cn(
        'rounded-md border px-3 py-2 text-sm',
        chamada.nao_letivo ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-slate-300 bg-slate-50 text-slate-800',
      )}
    >
      <span className="font-medium">{chamada.nao_letivo ? TEXTOS.diaNaoLetivo : TEXTOS.periodoFechado}</span> {motivo}
    </p>
  ) : null;

  if (!marcas.length)
    return (
      <div className="flex flex-col gap-4">
        {aviso}
        <p className="rounded-lg border border-dashed border-slate-300 bg-white py-10 text-center text-sm text-slate-600">
          {TEXTOS.semAlunos}
        </p>
      </div>
    );

  return (
    <div className="flex flex-col gap-4">
      {aviso}
      <p className="text-sm text-slate-700" role="status">
        {motivo ? '' : !editavel ? TEXTOS.somenteLeitura : registrada ? TEXTOS.chamadaRegistrada : TEXTOS.chamadaNova}{' '}
        <span className="font-medium">
          Presentes: {marcas.length - faltas} · Faltas: {faltas}
        </span>
      </p>
      {conflito ? <AvisoConflito onRecarregar={() => void recarregar()} /> : null}
      <Table aria-label={`Chamada — ${chamada.disciplina.nome}`}>
        <TableHeader>
          <TableRow>
            <TableHead>Aluno</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>{TEXTOS.justificativa}</TableHead>
            <TableHead>{TEXTOS.observacoes}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody ref={corpo}>
          {marcas.map((m, i) => (
            <TableRow key={m.aluno_id} className={cn(!m.presente && 'bg-red-50/60')}>
              <TableCell>
                <span className="font-medium text-slate-900">{m.aluno_nome}</span>
                <span className="block text-xs text-slate-500">{m.aluno_matricula}</span>
                {erros[i] ? <span className="block text-xs text-red-600">{erros[i]}</span> : null}
              </TableCell>
              <TableCell>
                <Button
                  variant="outline"
                  size="sm"
                  data-marca={i}
                  disabled={!editavel}
                  aria-label={`${m.presente ? TEXTOS.presente : TEXTOS.faltou} — ${m.aluno_nome}`}
                  className={cn(
                    'w-24',
                    m.presente ? 'border-green-300 text-green-800' : 'border-red-300 bg-red-100 text-red-800 hover:bg-red-100',
                  )}
                  onClick={() => mudar(i, { presente: !m.presente, justificativa: m.presente ? m.justificativa : null })}
                  onKeyDown={(e) => mover(e, i)}
                >
                  {m.presente ? TEXTOS.presente : TEXTOS.faltou}
                </Button>
              </TableCell>
              <TableCell>
                <Select
                  aria-label={TEXTOS.justificativaDe(m.aluno_nome)}
                  className="h-9 min-w-48"
                  disabled={!editavel || m.presente}
                  value={m.justificativa ?? ''}
                  onChange={(e) => mudar(i, { justificativa: (e.target.value || null) as Justificativa | null })}
                >
                  <option value="">{TEXTOS.semJustificativa}</option>
                  {JUSTIFICATIVAS.map((j) => (
                    <option key={j} value={j}>
                      {j}
                    </option>
                  ))}
                </Select>
              </TableCell>
              <TableCell>
                <Input
                  aria-label={TEXTOS.observacoesDe(m.aluno_nome)}
                  className="h-9 min-w-40"
                  disabled={!editavel}
                  value={m.observacoes}
                  onChange={(e) => mudar(i, { observacoes: e.target.value })}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editavel ? (
        <div className="flex items-center justify-end gap-3">
          {sujo ? <span className="text-sm text-amber-700">Alterações não salvas</span> : null}
          <Button onClick={onSalvar} disabled={salvar.isPending || (registrada && !sujo)}>
            {salvar.isPending ? TEXTOS.salvando : TEXTOS.salvarChamada}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
