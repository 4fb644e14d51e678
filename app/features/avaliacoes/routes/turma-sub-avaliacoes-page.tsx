import { TurmaPaginaPage } from '../../turmas/routes/turma-pagina-page';

/** Placeholder while the page is built (issue 12): the class frame with the page's title. */
export function TurmaSubAvaliacoesPage() {
  return <TurmaPaginaPage />;
}
