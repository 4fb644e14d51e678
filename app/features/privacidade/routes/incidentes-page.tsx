import { FileText } from 'lucide-react';
import { useState } from 'react';
import { dataBr } from '../../../../domain/calendario';
import { STATUS_INCIDENTE_LABEL } from '../../../../domain/privacidade/tipos';
import { pageTitle } from '../../../../domain/navigation';
import { BotaoEditar } from '../../../components/acoes-linha';
import { ListaPaginada } from '../../../components/lista-paginada';
import { BotaoNovo, Pagina } from '../../../components/page-header';
import { SearchInput } from '../../../components/search-input';
import { TabelaDados } from '../../../components/tabela-dados';
import { Badge, type BadgeColor } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TableCell } from '../../../components/ui/table';
import { useBuscaPaginada } from '../../../lib/use-lista-paginada';
import { useFormulario } from '../../../lib/use-pagina-crud';
import { type Incidente, useIncidentes } from '../api/incidentes';
import { EscolhaDeRede } from '../components/escolha-de-rede';
import { IncidenteFormDialog } from '../components/incidente-form-dialog';
import { ModelosDialog } from '../components/modelos-dialog';
import { VoltarPrivacidade } from '../components/voltar-privacidade';

const { title, description } = pageTitle('/privacidade/incidentes');

const COR_DO_PRAZO: Record<NonNullable<Incidente['situacao_prazo']>, BadgeColor> = {
  vencido: 'red',
  vencendo: 'orange',
  no_prazo: 'blue',
};
const TEXTO_DO_PRAZO: Record<NonNullable<Incidente['situacao_prazo']>, string> = {
  vencido: 'Prazo vencido',
  vencendo: 'Vence em até 1 dia útil',
  no_prazo: 'No prazo',
};
const TEXTOS = {
  carregando: 'Carregando incidentes...',
  erroCarregar: (msg: string) => `Erro ao carregar os incidentes: ${msg}`,
};

/** The incident register (LGPD art. 48): the 3-business-day clock and the notices to copy. */
export function IncidentesPage() {
  return (
    <Pagina title={title} description={description}>
      <VoltarPrivacidade />
      <EscolhaDeRede>{(empresaId) => <Registro key={empresaId ?? ''} empresaId={empresaId} />}</EscolhaDeRede>
    </Pagina>
  );
}

function Registro({ empresaId }: { empresaId: string | null }) {
  const paginacao = useBuscaPaginada({ busca: '' }, 20);
  const lista = useIncidentes({ ...paginacao.consulta, empresaId: empresaId ?? '' });
  const form = useFormulario<Incidente>();
  const [modelos, setModelos] = useState<Incidente | null>(null);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchInput value={paginacao.busca} onChange={paginacao.onBusca} placeholder="Buscar no título ou no que aconteceu..." />
        <BotaoNovo onClick={form.novo}>Novo Incidente</BotaoNovo>
      </div>
      <ListaPaginada
        lista={lista}
        paginacao={paginacao}
        textos={TEXTOS}
        vazio={paginacao.filtrando ? 'Nenhum incidente corresponde à busca.' : 'Nenhum incidente registrado'}
      >
        {(itens) => (
          <TabelaDados
            itens={itens}
            colunas={['Incidente', 'Descoberto em', 'Comunicar até', 'Situação']}
            celulas={(i) => (
              <>
                <TableCell>
                  <p className="font-medium text-slate-900">{i.titulo}</p>
                  <p className="text-xs text-slate-600">{i.titulares_afetados}</p>
                </TableCell>
                <TableCell className="whitespace-nowrap">{dataBr(i.descoberto_em)}</TableCell>
                <TableCell className="whitespace-nowrap">
                  <p>{dataBr(i.prazo_comunicacao)}</p>
                  {i.situacao_prazo ? (
                    <Badge color={COR_DO_PRAZO[i.situacao_prazo]}>{TEXTO_DO_PRAZO[i.situacao_prazo]}</Badge>
                  ) : null}
                </TableCell>
                <TableCell>
                  <p>{STATUS_INCIDENTE_LABEL[i.status]}</p>
                  {i.comunicado_em ? <p className="text-xs text-slate-600">Comunicado em {dataBr(i.comunicado_em)}</p> : null}
                </TableCell>
              </>
            )}
            acoes={(i) => (
              <>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Modelos de comunicação de ${i.titulo}`}
                  title={`Modelos de comunicação de ${i.titulo}`}
                  onClick={() => setModelos(i)}
                >
                  <FileText aria-hidden />
                </Button>
                <BotaoEditar rotulo={`Editar ${i.titulo}`} onClick={() => form.editar(i)} />
              </>
            )}
          />
        )}
      </ListaPaginada>
      <IncidenteFormDialog {...form.formulario} incidente={form.editando} empresaId={empresaId} />
      <ModelosDialog incidente={modelos} onClose={() => setModelos(null)} />
    </>
  );
}
