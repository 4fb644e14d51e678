import { BotaoDownload } from './botao-download';

/**
 * The boletim downloads (PDFs built on the server, one student per page for the class). The
 * server decides who may have which: the class's gestor, the professor responsible for it, the
 * student their own. Each download is a new issue with its own verification code.
 */
const urlBoletinsDaTurma = (turmaId: string) => `/api/boletins/turmas/${turmaId}`;
const urlBoletimDoAluno = (turmaId: string, alunoId: string) => `/api/boletins/turmas/${turmaId}/alunos/${alunoId}`;
const URL_MEU_BOLETIM = '/api/boletins/meu';
/** The student's own, of a given school year (the network's current one when none). */
const urlMeuBoletim = (anoLetivo?: number) => (anoLetivo ? `${URL_MEU_BOLETIM}?ano_letivo=${anoLetivo}` : URL_MEU_BOLETIM);

export function BotaoBoletinsDaTurma({ turmaId }: { turmaId: string }) {
  return <BotaoDownload url={urlBoletinsDaTurma(turmaId)}>Boletins da turma</BotaoDownload>;
}

/** A table's button, once per student: 'Boletim' on screen, named after the student for a screen reader. */
export function BotaoBoletimDoAluno({ turmaId, alunoId, nome }: { turmaId: string; alunoId: string; nome: string }) {
  return (
    <BotaoDownload url={urlBoletimDoAluno(turmaId, alunoId)} size="sm" aria-label={`Boletim de ${nome}`}>
      Boletim
    </BotaoDownload>
  );
}

/** The aluno's own boletim, from its dashboard. */
export function BotaoMeuBoletim({ anoLetivo }: { anoLetivo?: number }) {
  return <BotaoDownload url={urlMeuBoletim(anoLetivo)}>Boletim</BotaoDownload>;
}
