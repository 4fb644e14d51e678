import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TURNO_LABEL } from '../../../../domain/academico/catalogo';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { Turma } from '../api/carregar-turmas';
import { Ocupacao } from './ocupacao';
import { TEXTOS } from './textos';

/** A class of the school's 'Turmas e Disciplinas' screen: its data, then its subjects. */
export function TurmaCard({ turma, podeVerAlunos, children }: { turma: Turma; podeVerAlunos: boolean; children: ReactNode }) {
  return (
    <article aria-labelledby={`turma-${turma.id}`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={`turma-${turma.id}`} className="text-lg font-semibold text-slate-900">
            {turma.nome}
          </h2>
          <p className="text-sm text-slate-600">
            {turma.serie} · {TURNO_LABEL[turma.turno]} · Ano letivo {turma.ano_letivo}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            Professor responsável:{' '}
            {turma.professor_responsavel_nome ?? <span className="text-slate-600">{TEXTOS.naoDefinido}</span>}
          </p>
        </div>
        <div className="flex items-center gap-4">
          <Ocupacao matriculados={turma.alunos_matriculados} capacidade={turma.capacidade} />
          <Badge color={turma.ativo ? 'green' : 'neutral'}>{turma.ativo ? 'Ativa' : 'Inativa'}</Badge>
          {podeVerAlunos ? (
            <Button variant="outline" size="sm" asChild>
              <Link
                to={`/escola/${turma.escola_id}/turma/${turma.id}/alunos`}
                aria-label={`${TEXTOS.verAlunos} de ${turma.nome}`}
              >
                <Users aria-hidden />
                {TEXTOS.verAlunos}
              </Link>
            </Button>
          ) : null}
        </div>
      </header>
      <div className="mt-4 border-t border-slate-100 pt-4">
        <h3 className="mb-2 text-sm font-semibold text-slate-800">{TEXTOS.disciplinas}</h3>
        {children}
      </div>
    </article>
  );
}
