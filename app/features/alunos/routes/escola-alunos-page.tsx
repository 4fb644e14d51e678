import { Lock, UserCheck, UserMinus, Users, UserX } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { STATUS_ALUNO, STATUS_ALUNO_LABEL } from '../../../../domain/academico/catalogo';
import { SERIES_TURMA } from '../../../../domain/academico/series';
import { EscolaFrame } from '../../../components/escola-frame';
import { BarraFiltros, type CampoFiltro } from '../../../components/barra-filtros';
import { opcoesDe, opcoesPorNome } from '../../../components/filtro-select';
import { BotaoDownload } from '../../../components/botao-download';
import { ListaPaginada } from '../../../components/lista-paginada';
import { BotaoNovo, Pagina } from '../../../components/page-header';
import { ResumoCard, ResumoCards } from '../../../components/resumo-card';
import { Button } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';
import type { ItemNavegacao } from '../../../lib/navegacao';
import { useSignedInSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBuscaPaginada } from '../../../lib/use-lista-paginada';
import { useFormulario } from '../../../lib/use-pagina-crud';
import { type Aluno, urlExportarAlunos, useAlunos } from '../api/carregar-alunos';
import { useTurmasEscola } from '../api/carregar-turmas-escola';
import { AlunoFormDialog } from '../components/aluno-form-dialog';
import { AlunosTable } from '../components/alunos-table';
import { AnonimizarDialog } from '../components/anonimizar-dialog';
import { ExportarTitularDialog } from '../components/exportar-titular-dialog';
import { SeladosDialog } from '../components/selados-dialog';
import { ExcluirAlunoDialog } from '../components/excluir-aluno-dialog';
import { TEXTOS } from '../components/textos';

/** The students of a school: /escola/{escolaId}/alunos. */
export function EscolaAlunosPage() {
  const { escolaId = '' } = useParams();
  useDocumentTitle(TEXTOS.titulo);
  return <EscolaFrame escolaId={escolaId}>{({ escola }) => <AlunosDaEscola escola={escola} />}</EscolaFrame>;
}

type Filtros = { busca: string; turma_id: string; serie: string; status: string };
const SEM_FILTRO: Filtros = { busca: '', turma_id: 'all', serie: 'all', status: 'all' };
const campoTurma = (turmas: { id: string; nome: string }[]): CampoFiltro<keyof Filtros> => ({
  chave: 'turma_id',
  id: 'filtro-turma',
  label: 'Turma',
  todos: 'Todas as turmas',
  opcoes: opcoesPorNome(turmas),
});
const CAMPOS: CampoFiltro<keyof Filtros>[] = [
  { chave: 'serie', id: 'filtro-serie', label: 'Série', todos: 'Todas as séries', opcoes: opcoesDe(SERIES_TURMA) },
  { chave: 'status', id: 'filtro-status', label: 'Status', todos: 'Todos', opcoes: opcoesDe(STATUS_ALUNO, STATUS_ALUNO_LABEL) },
];

function AlunosDaEscola({ escola }: { escola: ItemNavegacao }) {
  const { permissoes, usuario } = useSignedInSession();
  const podeCriar = permissoes.includes('alunos.criar');
  const podeEditar = permissoes.includes('alunos.atualizar');
  const podeExcluir = permissoes.includes('alunos.deletar');
  const vinculaUsuario = permissoes.includes('alunos.gerenciar');
  const podeExportar = permissoes.includes('relatorios.exportar');
  // Sealed documents are the network's legal hold: its secretaria reads them, not the platform's administrador.
  const podeVerSelados = usuario.tipo_usuario === 'empresa' && permissoes.includes('privacidade.gerenciar');

  const paginacao = useBuscaPaginada(SEM_FILTRO, 20);
  const form = useFormulario<Aluno>();
  // Not a plain confirmation: a student with history is inactivated, so the delete has its own dialog.
  const [excluindo, setExcluindo] = useState<Aluno | null>(null);
  const [exportando, setExportando] = useState<Aluno | null>(null);
  const [anonimizando, setAnonimizando] = useState<Aluno | null>(null);
  const [seladosAberto, setSeladosAberto] = useState(false);

  const turmas = useTurmasEscola(escola.id);
  const lista = useAlunos({ ...paginacao.consulta, escola_id: escola.id });
  const resumo = lista.data?.resumo;
  const valor = (n: number | undefined) => (n === undefined ? '—' : formatNumber(n));

  return (
    <Pagina
      title={TEXTOS.titulo}
      description={escola.nome}
      actions={
        podeExportar || podeCriar || podeVerSelados ? (
          <>
            {podeVerSelados ? (
              <Button variant="outline" onClick={() => setSeladosAberto(true)}>
                <Lock aria-hidden />
                {TEXTOS.selados.botao}
              </Button>
            ) : null}
            {podeExportar ? (
              <BotaoDownload url={urlExportarAlunos({ ...paginacao.criterios, escola_id: escola.id })}>
                {TEXTOS.exportarExcel}
              </BotaoDownload>
            ) : null}
            {podeCriar && usuario.tipo_usuario !== 'professor' ? (
              <Button variant="outline" asChild>
                <Link to={`/escola/${escola.id}/importar-alunos`}>Importar alunos</Link>
              </Button>
            ) : null}
            {podeCriar ? <BotaoNovo onClick={form.novo}>{TEXTOS.novo}</BotaoNovo> : null}
          </>
        ) : null
      }
    >
      <ResumoCards label="Resumo dos alunos">
        <ResumoCard titulo={TEXTOS.cards.total} valor={valor(resumo?.total)} icone={<Users />} />
        <ResumoCard titulo={TEXTOS.cards.ativos} valor={valor(resumo?.ativos)} icone={<UserCheck />} />
        <ResumoCard titulo={TEXTOS.cards.inativos} valor={valor(resumo?.inativos)} icone={<UserX />} />
        <ResumoCard titulo={TEXTOS.cards.transferidos} valor={valor(resumo?.transferidos)} icone={<UserMinus />} />
      </ResumoCards>

      <BarraFiltros paginacao={paginacao} placeholder={TEXTOS.busca} campos={[campoTurma(turmas.data?.itens ?? []), ...CAMPOS]} />

      <ListaPaginada
        lista={lista}
        paginacao={paginacao}
        textos={TEXTOS}
        vazio={paginacao.filtrando ? TEXTOS.semResultado : TEXTOS.vazio}
      >
        {(alunos) => (
          <AlunosTable
            alunos={alunos}
            podeEditar={podeEditar}
            podeExcluir={podeExcluir}
            podeVerAcessos={permissoes.includes('privacidade.ler')}
            titular={{
              exportar: permissoes.includes('privacidade.exportar') ? setExportando : null,
              anonimizar: permissoes.includes('privacidade.deletar') ? setAnonimizando : null,
            }}
            onEditar={form.editar}
            onExcluir={setExcluindo}
          />
        )}
      </ListaPaginada>

      <AlunoFormDialog {...form.formulario} aluno={form.editando} escolaId={escola.id} vinculaUsuario={vinculaUsuario} />
      <ExcluirAlunoDialog
        aluno={excluindo}
        onClose={() => setExcluindo(null)}
        onExcluido={() => {
          paginacao.aposExcluir(lista.data?.itens.length);
        }}
      />
      <ExportarTitularDialog aluno={exportando} onClose={() => setExportando(null)} />
      <AnonimizarDialog aluno={anonimizando} onClose={() => setAnonimizando(null)} />
      {podeVerSelados ? (
        <SeladosDialog escolaId={escola.id} aberto={seladosAberto} onClose={() => setSeladosAberto(false)} />
      ) : null}
    </Pagina>
  );
}
