import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { Observacao } from '../../../components/observacao';
import { AvisoConflito } from '../../../components/aviso-conflito';
import { type AvisoDeSalvar, BarraDeSalvar, BotaoSalvar } from '../../../components/barra-de-salvar';
import { Input } from '../../../components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { ApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useAtalhoDeSalvar } from '../../../lib/use-atalho-de-salvar';
import { PLANILHA_QUERY_KEY, type Planilha } from '../api/carregar-planilha';
import { useSalvarPlanilha } from '../api/salvar-planilha';
import {
  type ErrosCelula,
  type LinhaEditavel,
  alterada,
  errosDosCampos,
  paraEdicao,
  resultadoLinha,
  validarPlanilha,
} from './planilha-estado';
import { PlanilhaCards } from './planilha-cards';
import { PlanilhaEmCartoes } from './planilha-em-cartoes';
import { MediaValor, SituacaoBadge } from './situacao-badge';
import { TEXTOS } from './textos';
import { useTelaEstreita } from '../../../lib/use-tela-estreita';

const CAMPOS = ['nota1', 'nota2', 'nota3', 'nota4', 'observacoes'] as const;

/**
 * The grade sheet: students × Nota 1–4 with média and situação computed as the user
 * types, arrows / Enter to move (Enter goes down the column: a teacher types one test's grades
 * for the whole class), one 'Salvar' for the whole sheet, always in reach (sticky bar, Ctrl+S /
 * ⌘+S). The sheet is one tab stop (the last cell used): Tab leaves it for 'Salvar', drawn right
 * after it, and Shift+Tab goes back to the cell, however many rows the class has. On a phone each student is
 * a card with all of their grades (planilha-em-cartoes.tsx), the same cells and keys. Read-only when the server
 * says the user may not enter these grades.
 */
export function GradeSheet({ planilha }: { planilha: Planilha }) {
  const queryClient = useQueryClient();
  const salvar = useSalvarPlanilha();
  const [base, setBase] = useState(() => paraEdicao(planilha));
  const [linhas, setLinhas] = useState(base);
  const [erros, setErros] = useState<ErrosCelula>({});
  const [conflito, setConflito] = useState(false);
  const [aviso, setAviso] = useState<AvisoDeSalvar>(null);
  // The cell Tab comes back to (row, column): the other cells are reached with the arrows and Enter.
  const [ativa, setAtiva] = useState<readonly [number, number]>([0, 0]);
  const tabela = useRef<HTMLDivElement>(null);
  const estreita = useTelaEstreita();
  const resultados = useMemo(() => linhas.map((l) => resultadoLinha(l, planilha.regras)), [linhas, planilha.regras]);
  const sujo = linhas.some((l, i) => alterada(l, base[i]!));
  const editavel = planilha.pode_editar;

  const mudar = (i: number, campo: (typeof CAMPOS)[number], valor: string) => {
    setLinhas((atual) =>
      atual.map((l, j) => {
        if (j !== i) return l;
        if (campo === 'observacoes') return { ...l, observacoes: valor };
        const notas = [...l.notas] as LinhaEditavel['notas'];
        notas[Number(campo.slice(-1)) - 1] = valor;
        return { ...l, notas };
      }),
    );
    setAviso(null);
    if (erros[`${i}.${campo}`]) setErros(({ [`${i}.${campo}`]: _removido, ...resto }) => resto);
  };

  const focar = (linha: number, coluna: number) => {
    const alvo = tabela.current?.querySelector<HTMLInputElement>(`[data-linha="${linha}"][data-coluna="${coluna}"]`);
    if (!alvo) return false;
    alvo.focus();
    alvo.select();
    return true;
  };

  const navegar = (e: KeyboardEvent<HTMLInputElement>, linha: number, coluna: number) => {
    const input = e.currentTarget;
    const noInicio = input.selectionStart === 0 && input.selectionEnd === 0;
    const noFim = input.selectionStart === input.value.length;
    if (e.key === 'ArrowDown' || (e.key === 'Enter' && !e.shiftKey)) {
      // Past the last student, Enter starts the next column at the top.
      if (focar(linha + 1, coluna) || (e.key === 'Enter' && focar(0, coluna + 1)) || e.key === 'Enter') e.preventDefault();
    } else if (e.key === 'ArrowUp' || (e.key === 'Enter' && e.shiftKey)) {
      if (focar(linha - 1, coluna) || e.key === 'Enter') e.preventDefault();
    } else if (e.key === 'ArrowRight' && noFim) {
      if (focar(linha, coluna + 1)) e.preventDefault();
    } else if (e.key === 'ArrowLeft' && noInicio) {
      if (focar(linha, coluna - 1)) e.preventDefault();
    }
  };

  const recarregar = async () => {
    const nova = await queryClient.fetchQuery({
      queryKey: [
        ...PLANILHA_QUERY_KEY,
        { turmaId: planilha.turma.id, disciplinaId: planilha.disciplina.id, bimestre: planilha.bimestre },
      ],
      staleTime: 0,
    });
    const edicao = paraEdicao(nova as Planilha);
    setBase(edicao);
    setLinhas(edicao);
    setErros({});
    setConflito(false);
  };

  const onSalvar = () => {
    if (!sujo) {
      setAviso({ tipo: 'ok', texto: TEXTOS.nadaAlterado });
      return;
    }
    const v = validarPlanilha(planilha, linhas);
    if (!v.ok) {
      setErros(v.erros);
      setAviso({ tipo: 'erro', texto: `${TEXTOS.corrijaCelulas} ${TEXTOS.erroNasCelulas(Object.keys(v.erros).length)}` });
      focarPrimeiroErro(v.erros);
      return;
    }
    setAviso(null);
    salvar.mutate(v.dados, {
      onSuccess: (nova) => {
        const edicao = paraEdicao(nova);
        setBase(edicao);
        setLinhas(edicao);
        setErros({});
        // The focus stays where the teacher was (the cell, or 'Salvar'); the bar says it worked.
        setAviso({ tipo: 'ok', texto: TEXTOS.salvas });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErros(errosDosCampos(error.fields));
        if (error instanceof ApiError && error.status === 409) setConflito(true);
        setAviso({ tipo: 'erro', texto: TEXTOS.erroSalvar(error.message) });
      },
    });
  };

  /** The first cell the check refused takes the focus, so the teacher lands on what to fix. */
  const focarPrimeiroErro = (e: ErrosCelula) => {
    const primeira = Object.keys(e)
      .map((k) => k.split('.') as [string, string])
      .map(([linha, campo]) => [Number(linha), CAMPOS.indexOf(campo as (typeof CAMPOS)[number])] as const)
      .sort((a, b) => a[0] - b[0] || a[1] - b[1])[0];
    if (primeira) focar(primeira[0], primeira[1]);
  };

  // Ctrl+S / ⌘+S saves the sheet from any cell; the focus stays in it and the bar says how it went.
  useAtalhoDeSalvar(editavel && linhas.length > 0, () => {
    if (!salvar.isPending) onSalvar();
  });

  const avisoAtual: AvisoDeSalvar = aviso ?? (sujo ? { tipo: 'pendente', texto: TEXTOS.alteracoesPendentes } : null);

  const celula = (l: LinhaEditavel, i: number, campo: (typeof CAMPOS)[number], c: number) => {
    const erro = erros[`${i}.${campo}`];
    const valor = campo === 'observacoes' ? l.observacoes : l.notas[c]!;
    if (!editavel) return <span className="tabular-nums">{valor || <span className="text-slate-400">—</span>}</span>;
    return (
      <>
        <Input
          aria-label={campo === 'observacoes' ? TEXTOS.observacoesDe(l.aluno_nome) : TEXTOS.notaDe(c + 1, l.aluno_nome)}
          aria-invalid={erro ? true : undefined}
          aria-describedby={erro ? `erro-${i}-${campo}` : undefined}
          inputMode={campo === 'observacoes' ? 'text' : 'decimal'}
          autoComplete="off"
          className={
            campo === 'observacoes'
              ? cn('h-11 sm:h-9', estreita ? 'w-full' : 'min-w-40')
              : cn('h-11 text-right tabular-nums sm:h-9', estreita ? 'w-full' : 'w-20')
          }
          data-linha={i}
          data-coluna={c}
          tabIndex={ativa[0] === i && ativa[1] === c ? 0 : -1}
          onFocus={() => setAtiva([i, c])}
          value={valor}
          onChange={(e) => mudar(i, campo, e.target.value)}
          onKeyDown={(e) => navegar(e, i, c)}
        />
        {erro ? (
          <p id={`erro-${i}-${campo}`} className="mt-1 max-w-40 text-xs text-red-600">
            {erro}
          </p>
        ) : null}
      </>
    );
  };

  const nomeFixo = 'sticky left-0 z-10 border-r border-slate-200';
  const tituloDaPlanilha = `Planilha de notas — ${planilha.disciplina.nome}, ${TEXTOS.bimestreN(planilha.bimestre)}`;
  return (
    <div className="flex flex-col gap-4">
      <PlanilhaCards resultados={resultados} />
      {planilha.fechado ? (
        <Observacao compacta>{planilha.fechado}</Observacao>
      ) : !editavel ? (
        <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">{TEXTOS.somenteLeitura}</p>
      ) : (
        <p className="text-xs text-slate-600">{TEXTOS.dicaTeclado}</p>
      )}
      {conflito ? <AvisoConflito onRecarregar={() => void recarregar()} /> : null}
      {linhas.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white py-10 text-center text-sm text-slate-600">
          {TEXTOS.semAlunos}
        </p>
      ) : (
        <div ref={tabela}>
          {estreita ? (
            <PlanilhaEmCartoes titulo={tituloDaPlanilha} linhas={linhas} resultados={resultados} celula={celula} />
          ) : (
            <Table aria-label={tituloDaPlanilha}>
              <TableHeader>
                <TableRow>
                  <TableHead className={cn(nomeFixo, 'bg-slate-50')}>Aluno</TableHead>
                  {[1, 2, 3, 4].map((k) => (
                    <TableHead key={k} className="w-24">
                      {TEXTOS.nota(k)}
                    </TableHead>
                  ))}
                  <TableHead>Média</TableHead>
                  <TableHead>Situação</TableHead>
                  <TableHead>Observações</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {linhas.map((l, i) => (
                  <TableRow key={l.aluno_id}>
                    <TableCell className={cn(nomeFixo, 'bg-white')}>
                      <span className="font-medium text-slate-900">{l.aluno_nome}</span>
                      <span className="block text-xs text-slate-600">{l.aluno_matricula}</span>
                    </TableCell>
                    {CAMPOS.slice(0, 4).map((campo, c) => (
                      <TableCell key={campo} className="align-top">
                        {celula(l, i, campo, c)}
                      </TableCell>
                    ))}
                    <TableCell className="pt-5 align-top" data-testid={`media-${i}`}>
                      <MediaValor media={resultados[i]!.media} parcial={resultados[i]!.parcial} />
                    </TableCell>
                    <TableCell className="pt-5 align-top">
                      <SituacaoBadge situacao={resultados[i]!.situacao} />
                    </TableCell>
                    <TableCell className="align-top">{celula(l, i, 'observacoes', 4)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </div>
      )}
      {editavel && linhas.length > 0 ? (
        // After the sheet in the page as on screen (stuck to the bottom of it): the sheet is one tab stop, so Tab
        // from any cell reaches 'Salvar' next.
        <BarraDeSalvar rotulo={TEXTOS.acoesDaPlanilha} aviso={avisoAtual} className="rounded-lg border px-3 shadow-md">
          <BotaoSalvar indisponivel={salvar.isPending || !sujo} onSalvar={onSalvar}>
            {salvar.isPending ? TEXTOS.salvando : TEXTOS.salvar}
          </BotaoSalvar>
        </BarraDeSalvar>
      ) : null}
    </div>
  );
}
