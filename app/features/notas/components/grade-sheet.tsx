import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Observacao } from '../../../components/observacao';
import { AvisoConflito } from '../../../components/aviso-conflito';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { ApiError } from '../../../lib/api';
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
import { MediaValor, SituacaoBadge } from './situacao-badge';
import { TEXTOS } from './textos';

const CAMPOS = ['nota1', 'nota2', 'nota3', 'nota4', 'observacoes'] as const;

/**
 * The grade sheet: students × Nota 1–4 with média and situação computed as the user
 * types, arrows / Enter to move, one 'Salvar' for the whole sheet. Read-only when the server
 * says the user may not enter these grades.
 */
export function GradeSheet({ planilha }: { planilha: Planilha }) {
  const queryClient = useQueryClient();
  const salvar = useSalvarPlanilha();
  const [base, setBase] = useState(() => paraEdicao(planilha));
  const [linhas, setLinhas] = useState(base);
  const [erros, setErros] = useState<ErrosCelula>({});
  const [conflito, setConflito] = useState(false);
  const tabela = useRef<HTMLDivElement>(null);
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
      if (focar(linha + 1, coluna) || e.key === 'Enter') e.preventDefault();
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
    const v = validarPlanilha(planilha, linhas);
    if (!v.ok) {
      setErros(v.erros);
      toast.error(TEXTOS.corrijaCelulas);
      return;
    }
    salvar.mutate(v.dados, {
      onSuccess: (nova) => {
        const edicao = paraEdicao(nova);
        setBase(edicao);
        setLinhas(edicao);
        setErros({});
        toast.success(TEXTOS.salvas);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErros(errosDosCampos(error.fields));
        if (error instanceof ApiError && error.status === 409) setConflito(true);
        toast.error(TEXTOS.erroSalvar(error.message));
      },
    });
  };

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
          className={campo === 'observacoes' ? 'h-9 min-w-40' : 'h-9 w-20 text-right tabular-nums'}
          data-linha={i}
          data-coluna={c}
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
          <Table aria-label={`Planilha de notas — ${planilha.disciplina.nome}, ${TEXTOS.bimestreN(planilha.bimestre)}`}>
            <TableHeader>
              <TableRow>
                <TableHead>Aluno</TableHead>
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
                  <TableCell>
                    <span className="font-medium text-slate-900">{l.aluno_nome}</span>
                    <span className="block text-xs text-slate-500">{l.aluno_matricula}</span>
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
        </div>
      )}
      {editavel && linhas.length > 0 ? (
        <div className="flex items-center justify-end gap-3">
          {sujo ? <span className="text-sm text-amber-700">{TEXTOS.alteracoesPendentes}</span> : null}
          <Button onClick={onSalvar} disabled={salvar.isPending || !sujo}>
            {salvar.isPending ? TEXTOS.salvando : TEXTOS.salvar}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
