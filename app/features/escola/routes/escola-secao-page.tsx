import { Navigate, useParams } from 'react-router';
import { SECOES_ESCOLA } from '../../../../domain/navigation';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';

type Secao = (typeof SECOES_ESCOLA)[number];

/** turmas and disciplinas open the same screen (spec 1 §2.2). */
const SECAO_INFO: Record<Secao, { title: string; description: string }> = {
  alunos: { title: 'Alunos', description: 'Os alunos matriculados na escola, com seus dados e turmas.' },
  turmas: { title: 'Turmas e Disciplinas', description: 'As turmas da escola e as disciplinas de cada uma.' },
  disciplinas: { title: 'Turmas e Disciplinas', description: 'As turmas da escola e as disciplinas de cada uma.' },
  notas: { title: 'Notas', description: 'As notas dos alunos da escola por turma, disciplina e bimestre.' },
  frequencia: { title: 'Frequência', description: 'A frequência dos alunos da escola por turma e período.' },
  'objetos-conhecimento': { title: 'Objetos de Conhecimento', description: 'Os objetos de conhecimento trabalhados em cada disciplina.' },
};

function isSecao(value: string | undefined): value is Secao {
  return !!value && (SECOES_ESCOLA as readonly string[]).includes(value);
}

export function EscolaSecaoPage() {
  const { section } = useParams();
  const info = isSecao(section) ? SECAO_INFO[section] : undefined;
  useDocumentTitle(info?.title);
  if (!info) return <Navigate to="/dashboard" replace />;
  return <PageHeader title={info.title} description={info.description} />;
}
