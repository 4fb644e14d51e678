import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { JUSTIFICATIVAS, type Justificativa } from '../../../../domain/avaliacao/frequencia';
import { CODIGOS_DE_ERRO } from '../../../../domain/erros';
import { type ChamadaDados, chamadaInput } from '../../../../domain/schemas/frequencia';
import { AvisoConflito } from '../../../components/aviso-conflito';
import { type AvisoDeSalvar, BarraDeSalvar, BotaoSalvar } from '../../../components/barra-de-salvar';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { ApiError, NETWORK_ERROR } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useAtalhoDeSalvar } from '../../../lib/use-atalho-de-salvar';
import { useTelaEstreita } from '../../../lib/use-tela-estreita';
import { CHAMADA_QUERY_KEY, type Chamada } from '../api/carregar-chamada';
import { useSalvarChamada } from '../api/salvar-chamada';
import { descartarDaFila, guardarNaFila, idDaChamada } from '../offline/fila';
import { OFFLINE_TEXTOS } from '../offline/textos';
import { useFilaDeChamadas } from '../offline/use-fila';
import { type Marca, comFila, igual, paraEdicao } from './chamada-estado';
import { TEXTOS } from './textos';

const hora = (iso: string) => new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });

/**
 * The roll call: every enrolled student present by default; a click or the space bar toggles
 * 'Faltou', absences take a justificativa, and one 'Salvar chamada' stores it all.
 *
 * Keyboard: the list is one tab stop (the students' toggles, moved with ↑/↓, Home and End; → opens
 * the row's observações, Esc goes back), so Save is one Tab away from the first row (plus one per
 * absence, whose justificativa is a field of its own); Ctrl+S / Cmd+S saves from anywhere on the
 * page. The action bar sticks to the bottom of the screen; after saving, focus stays on Save and the
 * result is announced; the keys are told above the list (as on the grade sheet). On a phone each student
 * is a card with the same controls (a table cut off the justificativa on 390 px). Offline, the roll
 * call waits on the device (offline/fila.ts). `focarAoAbrir` (a date picked with a button): the list
 * takes the focus as it opens — the first student, or the list itself when it cannot be marked.
 */
export function RollCall({
  chamada,
  bloqueio = null,
  focarAoAbrir = false,
}: {
  chamada: Chamada;
  bloqueio?: string | null;
  focarAoAbrir?: boolean;
}) {
  const queryClient = useQueryClient();
  const salvar = useSalvarChamada();
  const [base, setBase] = useState(() => paraEdicao(chamada));
  const [marcas, setMarcas] = useState(base);
  const [registrada, setRegistrada] = useState(chamada.registrada);
  const [erros, setErros] = useState<Record<number, string>>({});
  const [conflito, setConflito] = useState(false);
  const [ativo, setAtivo] = useState(0);
  const [anuncio, setAnuncio] = useState<AvisoDeSalvar>(null);
  const corpo = useRef<HTMLTableSectionElement & HTMLUListElement>(null);
  const estreita = useTelaEstreita();
  const raiz = useRef<HTMLDivElement>(null);
  const fila = useFilaDeChamadas();
  const naFila = fila?.find(
    (i) => i.id === idDaChamada({ ...chamada, turma_id: chamada.turma.id, disciplina_id: chamada.disciplina.id }),
  );
  const sobreposta = useRef<string | null>(null);
  const editavel = chamada.pode_editar && !bloqueio;
  const sujo = marcas.some((m, i) => !igual(m, base[i]!));
  const faltas = marcas.filter((m) => !m.presente).length;
  const presentes = marcas.length - faltas;

  const aplicar = (nova: Chamada) => {
    const edicao = paraEdicao(nova);
    setBase(edicao);
    setMarcas(edicao);
    setRegistrada(nova.registrada);
    setErros({});
    setConflito(false);
  };

  // A roll call waiting on the device opens with its marks (once per queued version).
  useEffect(() => {
    if (!naFila || sobreposta.current === naFila.chave) return;
    sobreposta.current = naFila.chave;
    setMarcas((atual) => comFila(atual, naFila.input));
  }, [naFila]);

  // The server's roll call changed under the screen (the queue sent it, a reload): shown when nothing is being edited.
  const chamadaVista = useRef(chamada);
  useEffect(() => {
    if (chamadaVista.current === chamada) return;
    chamadaVista.current = chamada;
    if (!sujo || (sobreposta.current && !naFila)) {
      sobreposta.current = null;
      aplicar(chamada);
    }
  }, [chamada, sujo, naFila]);

  // Once, as the screen of the picked date opens (its key is the subject and date).
  useEffect(() => {
    if (!focarAoAbrir) return;
    const primeiro = corpo.current?.querySelector<HTMLElement>('[data-marca="0"]:not(:disabled)');
    (primeiro ?? raiz.current)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening only
  }, []);

  const mudar = (i: number, patch: Partial<Marca>) =>
    setMarcas((atual) => atual.map((m, j) => (j === i ? { ...m, ...patch } : m)));

  const focar = (seletor: string) => corpo.current?.querySelector<HTMLElement>(seletor)?.focus();

  const mover = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const ultimo = marcas.length - 1;
    const destino =
      e.key === 'ArrowDown'
        ? Math.min(i + 1, ultimo)
        : e.key === 'ArrowUp'
          ? Math.max(i - 1, 0)
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? ultimo
              : null;
    if (e.key === 'ArrowRight' && editavel) {
      e.preventDefault();
      focar(`[data-observacoes="${i}"]`);
      return;
    }
    if (destino === null) return;
    e.preventDefault();
    setAtivo(destino);
    focar(`[data-marca="${destino}"]`);
  };

  const voltarAoStatus = (e: KeyboardEvent<HTMLInputElement>, i: number) => {
    const noInicio = e.currentTarget.selectionStart === 0 && e.currentTarget.selectionEnd === 0;
    if (e.key === 'Escape' || (e.key === 'ArrowLeft' && noInicio)) {
      e.preventDefault();
      focar(`[data-marca="${i}"]`);
    }
  };

  const recarregar = async () => {
    aplicar(
      await queryClient.fetchQuery<Chamada>({
        queryKey: [...CHAMADA_QUERY_KEY, { turmaId: chamada.turma.id, disciplinaId: chamada.disciplina.id, data: chamada.data }],
        staleTime: 0,
      }),
    );
  };

  const guardar = async (dados: ChamadaDados) => {
    await guardarNaFila(dados, { turma: chamada.turma.nome, disciplina: chamada.disciplina.nome });
    setAnuncio({ tipo: 'pendente', texto: OFFLINE_TEXTOS.guardada(presentes, faltas) });
  };

  const onSalvar = () => {
    if (!editavel || salvar.isPending) return;
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
      const msg = TEXTOS.erroSalvarChamada(r.error.issues[0]?.message ?? 'Dados inválidos');
      setAnuncio({ tipo: 'erro', texto: msg });
      toast.error(msg);
      return;
    }
    // No connection: the roll call waits on the device; sending it now would only fail.
    if (!navigator.onLine) {
      void guardar(r.data);
      return;
    }
    salvar.mutate(r.data, {
      onSuccess: (nova) => {
        aplicar(nova);
        const f = nova.itens.filter((m) => !m.presente).length;
        setAnuncio({ tipo: 'ok', texto: TEXTOS.chamadaSalvaResumo(nova.itens.length - f, f) });
        toast.success(TEXTOS.chamadaSalva);
        // Saved online: an older version waiting on the device must not be sent over it.
        if (naFila) {
          sobreposta.current = null;
          void descartarDaFila(naFila.id);
        }
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === NETWORK_ERROR) {
          void guardar(r.data);
          return;
        }
        if (error instanceof ApiError && error.fields) {
          const porLinha: Record<number, string> = {};
          for (const [path, msg] of Object.entries(error.fields)) {
            const m = /^itens\.(\d+)\./.exec(path);
            if (m) porLinha[Number(m[1])] = msg;
          }
          setErros(porLinha);
        }
        if (error instanceof ApiError && error.status === 409 && error.code === CODIGOS_DE_ERRO.conflito) setConflito(true);
        // The bimestre was closed meanwhile: reload shows the roll call read-only with the reason.
        if (error instanceof ApiError && error.code === CODIGOS_DE_ERRO.periodoFechado) void recarregar();
        setAnuncio({ tipo: 'erro', texto: TEXTOS.erroSalvarChamada(error.message) });
        toast.error(TEXTOS.erroSalvarChamada(error.message));
      },
    });
  };

  useAtalhoDeSalvar(editavel && marcas.length > 0, onSalvar);

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

  const avisoDaFila = naFila ? (
    <div
      role={naFila.estado === 'recusada' ? 'alert' : undefined}
      className={cn(
        'flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm',
        naFila.estado === 'recusada' ? 'border-red-300 bg-red-50 text-red-900' : 'border-amber-300 bg-amber-50 text-amber-900',
      )}
    >
      <span>
        {naFila.estado === 'recusada'
          ? OFFLINE_TEXTOS.recusada(naFila.erro ?? '')
          : OFFLINE_TEXTOS.aguardandoDesde(hora(naFila.guardada_em))}
      </span>
      {naFila.estado === 'recusada' ? (
        <Button variant="outline" className="min-h-11" onClick={() => void descartarDaFila(naFila.id)}>
          {OFFLINE_TEXTOS.descartar}
        </Button>
      ) : null}
    </div>
  ) : null;

  // A student's name, mark, justificativa and observações: the same controls in a table row and in a phone's card.
  const nome = (m: Marca, i: number) => (
    <>
      <span className="font-medium text-slate-900">{m.aluno_nome}</span>
      {/* 600/700, not 500: on an absent student's red-50 row the lighter grey misses 4.5:1. */}
      <span className="block text-xs text-slate-600">{m.aluno_matricula}</span>
      {erros[i] ? <span className="block text-xs text-red-700">{erros[i]}</span> : null}
    </>
  );
  const marca = (m: Marca, i: number) => (
    <Button
      variant="outline"
      data-marca={i}
      tabIndex={i === ativo ? 0 : -1}
      disabled={!editavel}
      aria-label={`${m.presente ? TEXTOS.presente : TEXTOS.faltou} — ${m.aluno_nome}`}
      aria-keyshortcuts="ArrowUp ArrowDown Home End ArrowRight Space"
      className={cn(
        'h-11 w-24 shrink-0',
        m.presente ? 'border-green-300 text-green-800' : 'border-red-300 bg-red-100 text-red-800 hover:bg-red-100',
      )}
      onFocus={() => setAtivo(i)}
      onClick={() => mudar(i, { presente: !m.presente, justificativa: m.presente ? m.justificativa : null })}
      onKeyDown={(e) => mover(e, i)}
    >
      {m.presente ? TEXTOS.presente : TEXTOS.faltou}
    </Button>
  );
  const justificativa = (m: Marca, i: number, largura: string) => (
    <Select
      aria-label={TEXTOS.justificativaDe(m.aluno_nome)}
      className={cn('h-11', largura)}
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
  );
  const observacoes = (m: Marca, i: number, largura: string) => (
    <Input
      aria-label={TEXTOS.observacoesDe(m.aluno_nome)}
      data-observacoes={i}
      // Reached with → from the student's toggle, so the list stays one tab stop.
      tabIndex={-1}
      className={cn('h-11', largura)}
      disabled={!editavel}
      value={m.observacoes}
      onChange={(e) => mudar(i, { observacoes: e.target.value })}
      onKeyDown={(e) => voltarAoStatus(e, i)}
    />
  );

  if (!marcas.length)
    return (
      <div ref={raiz} tabIndex={-1} className="flex flex-col gap-4 outline-none">
        {aviso}
        <p className="rounded-lg border border-dashed border-slate-300 bg-white py-10 text-center text-sm text-slate-600">
          {TEXTOS.semAlunos}
        </p>
      </div>
    );

  return (
    <div ref={raiz} tabIndex={-1} className="flex flex-col gap-4 outline-none">
      {aviso}
      {avisoDaFila}
      {motivo || bloqueio ? null : (
        <p className="text-sm text-slate-700">
          {!editavel ? TEXTOS.somenteLeitura : registrada ? TEXTOS.chamadaRegistrada : TEXTOS.chamadaNova}
        </p>
      )}
      {editavel ? <p className="text-xs text-slate-600">{TEXTOS.dicaTeclado}</p> : null}
      {conflito ? <AvisoConflito onRecarregar={() => void recarregar()} /> : null}
      {estreita ? (
        // A phone: one card per student with the mark, the justificativa and the observações in view.
        <ul ref={corpo} aria-label={`Chamada — ${chamada.disciplina.nome}`} className="flex flex-col gap-3">
          {marcas.map((m, i) => (
            <li
              key={m.aluno_id}
              aria-label={m.aluno_nome}
              className={cn('rounded-lg border p-3', m.presente ? 'border-slate-200 bg-white' : 'border-red-200 bg-red-50')}
            >
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">{nome(m, i)}</div>
                {marca(m, i)}
              </div>
              <div className="mt-2 grid gap-2">
                {justificativa(m, i, 'w-full')}
                {observacoes(m, i, 'w-full')}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <Table aria-label={`Chamada — ${chamada.disciplina.nome}`}>
          <TableHeader>
            <TableRow>
              <TableHead className="px-4">Aluno</TableHead>
              <TableHead className="px-4">Status</TableHead>
              <TableHead>{TEXTOS.justificativa}</TableHead>
              <TableHead>{TEXTOS.observacoes}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody ref={corpo}>
            {marcas.map((m, i) => (
              <TableRow key={m.aluno_id} className={cn(!m.presente && 'bg-red-50/60')}>
                <TableCell className="px-4">{nome(m, i)}</TableCell>
                <TableCell className="px-4">{marca(m, i)}</TableCell>
                <TableCell>{justificativa(m, i, 'min-w-48')}</TableCell>
                <TableCell>{observacoes(m, i, 'min-w-40')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <BarraDeSalvar
        rotulo={TEXTOS.acoesDaChamada}
        aviso={anuncio}
        className="z-10 -mx-1 bg-white/95 px-1"
        inicio={
          <p className="text-sm text-slate-700">
            <span className="font-medium">
              Presentes: {presentes} · Faltas: {faltas}
            </span>
            {naFila?.estado === 'aguardando' ? (
              <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                {OFFLINE_TEXTOS.aguardando}
              </span>
            ) : null}
            {editavel && sujo ? <span className="ml-2 text-amber-700">Alterações não salvas</span> : null}
          </p>
        }
      >
        {editavel ? (
          <BotaoSalvar indisponivel={salvar.isPending} onSalvar={onSalvar}>
            {salvar.isPending ? TEXTOS.salvando : TEXTOS.salvarChamada}
          </BotaoSalvar>
        ) : null}
      </BarraDeSalvar>
    </div>
  );
}
