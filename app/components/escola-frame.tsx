import { UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type ItemNavegacao, useEscolasNavegacao, useTurmasNavegacao } from '../lib/navegacao';
import { useSignedInSession } from '../lib/session';
import { LoadError } from './load-error';
import { Button } from './ui/button';

export interface EscolaContexto {
  escola: ItemNavegacao;
  /** Null on school-level pages. */
  turma: ItemNavegacao | null;
}

function Aviso({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="py-10 text-center text-sm text-slate-600">
      {children}
    </p>
  );
}

/**
 * The frame of every school and class page: 'Carregando...' while the school list
 * loads, 'Escola não encontrada' when the id is not among the user's schools (the server's
 * scope decides), the same for an unknown class; otherwise the page, with the school and class.
 */
export function EscolaFrame({
  escolaId,
  turmaId,
  children,
}: {
  escolaId: string;
  turmaId?: string;
  children: (contexto: EscolaContexto) => ReactNode;
}) {
  const escolas = useEscolasNavegacao();
  const escola = escolas.data?.itens.find((e) => e.id === escolaId);
  const turmas = useTurmasNavegacao(escolaId, Boolean(turmaId && escola));

  if (escolas.isPending) return <Aviso>Carregando...</Aviso>;
  if (escolas.isError)
    return <LoadError message={`Erro ao carregar escolas: ${escolas.error.message}`} onRetry={() => void escolas.refetch()} />;
  if (!escola) return <Aviso>Escola não encontrada</Aviso>;
  if (!turmaId) return <>{children({ escola, turma: null })}</>;

  if (turmas.isPending) return <Aviso>Carregando...</Aviso>;
  if (turmas.isError)
    return <LoadError message={`Erro ao carregar turmas: ${turmas.error.message}`} onRetry={() => void turmas.refetch()} />;
  const turma = turmas.data.itens.find((t) => t.id === turmaId);
  if (!turma) return <Aviso>Turma não encontrada</Aviso>;
  return (
    <>
      <AtribuirProfessores escolaId={escola.id} turma={turma} />
      {children({ escola, turma })}
    </>
  );
}

/**
 * Every class page offers the way to assign its teachers to whoever may: the
 * school's 'Turmas e Disciplinas' screen, with the class's assignment dialog open.
 */
function AtribuirProfessores({ escolaId, turma }: { escolaId: string; turma: ItemNavegacao }) {
  const { permissoes } = useSignedInSession();
  if (!permissoes.includes('turmas.atualizar')) return null;
  return (
    <div className="mb-2 flex justify-end">
      <Button variant="outline" size="sm" asChild>
        <Link
          to={`/escola/${escolaId}/turmas?atribuir=${encodeURIComponent(turma.id)}`}
          aria-label={`Atribuir professores — ${turma.nome}`}
        >
          <UserPlus aria-hidden />
          Atribuir professores
        </Link>
      </Button>
    </div>
  );
}
