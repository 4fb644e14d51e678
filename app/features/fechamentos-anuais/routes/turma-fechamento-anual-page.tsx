import { useParams } from 'react-router';
import { STATUS_FECHAMENTO_ANUAL, STATUS_FECHAMENTO_ANUAL_LABEL } from '../../../../domain/schemas/fechamento-anual';
import { BarraFiltros } from '../../../components/barra-filtros';
import { EscolaFrame } from '../../../components/escola-frame';
import { opcoesDe, opcoesPorNome } from '../../../components/filtro-select';
import { ListaPaginada } from '../../../components/lista-paginada';
import { Pagina } from '../../../components/page-header';
import { ResumoCard, ResumoCards } from '../../../components/resumo-card';
import { Badge } from '../../../components/ui/badge';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBuscaPaginada } from '../../../lib/use-lista-paginada';
import { useFechamentosAnuais } from '../api/fechamento-anual';
import { AcoesDoAno } from '../components/acoes-do-ano';
import { ResultadosAlunos } from '../components/resultados-alunos';
import { umaCasa } from '../components/situacao-badge';
import { TabelaDisciplinas } from '../components/tabela-disciplinas';
import { TEXTOS } from '../components/textos';

/** Fechamento Anual of a class: the subjects over the year, each student's final result, finishing and reopening the year, rematrícula. */
export function TurmaFechamentoAnualPage() {
  const { escolaId = '', turmaId = '' } = useParams();
  useDocumentTitle(TEXTOS.titulo);
  return (
    <EscolaFrame escolaId={escolaId} turmaId={turmaId}>
      {({ escola, turma }) => <FechamentoAnual turmaId={turma!.id} descricao={`${escola.nome} · ${turma!.nome}`} />}
    </EscolaFrame>
  );
}

function FechamentoAnual({ turmaId, descricao }: { turmaId: string; descricao: string }) {
  const paginacao = useBuscaPaginada({ busca: '', disciplina_id: 'all', ano_letivo: 'all', status: 'all' }, 20);
  const lista = useFechamentosAnuais({
    turma_id: turmaId,
    ...paginacao.criterios,
    pagina: paginacao.pagina,
    por_pagina: paginacao.porPagina,
  });
  const dados = lista.data;
  const ano = dados?.ano;
  const resumo = dados?.resumo;

  return (
    <Pagina
      title={TEXTOS.titulo}
      description={
        <>
          {descricao}
          {ano ? (
            <>
              {' '}
              — ano letivo de {ano.ano_letivo}{' '}
              <Badge color={ano.status === 'em_andamento' ? 'blue' : 'green'}>{STATUS_FECHAMENTO_ANUAL_LABEL[ano.status]}</Badge>
            </>
          ) : null}
        </>
      }
      actions={ano ? <AcoesDoAno ano={ano} /> : null}
    >
      <ResumoCards label="Resumo do fechamento anual">
        <ResumoCard titulo="Total" valor={resumo?.total ?? 0} />
        <ResumoCard titulo="Finalizados" valor={resumo?.finalizados ?? 0} />
        <ResumoCard titulo="Em andamento" valor={resumo?.em_andamento ?? 0} />
        <ResumoCard titulo="Média anual" valor={resumo?.media_anual === null || !resumo ? '—' : umaCasa(resumo.media_anual)} />
      </ResumoCards>

      <BarraFiltros
        paginacao={paginacao}
        placeholder={TEXTOS.busca}
        campos={[
          {
            chave: 'disciplina_id',
            id: 'filtro-disciplina',
            label: 'Disciplina',
            todos: 'Todas',
            opcoes: opcoesPorNome(dados?.disciplinas ?? []),
          },
          {
            chave: 'ano_letivo',
            id: 'filtro-ano',
            label: 'Ano letivo',
            todos: 'Todos',
            opcoes: ano ? [{ value: String(ano.ano_letivo), label: String(ano.ano_letivo) }] : [],
          },
          {
            chave: 'status',
            id: 'filtro-status',
            label: 'Status',
            todos: 'Todos',
            opcoes: opcoesDe(STATUS_FECHAMENTO_ANUAL, STATUS_FECHAMENTO_ANUAL_LABEL),
          },
        ]}
      />

      <ListaPaginada
        lista={lista}
        paginacao={paginacao}
        textos={TEXTOS}
        vazio={paginacao.filtrando ? TEXTOS.semResultado : TEXTOS.vazio}
      >
        {(itens) => <TabelaDisciplinas itens={itens} />}
      </ListaPaginada>

      <ResultadosAlunos turmaId={turmaId} />
    </Pagina>
  );
}
