import { pageTitle } from '../../../../domain/navigation';
import { ATIVIDADE_MENSAGENS as MSG } from '../../../../domain/schemas/privacidade-atividade';
import { BotaoEditar, BotaoExcluir } from '../../../components/acoes-linha';
import { Aviso } from '../../../components/aviso';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { BotaoNovo, Pagina } from '../../../components/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useExclusao } from '../../../lib/use-exclusao';
import { useFormulario } from '../../../lib/use-pagina-crud';
import { type Atividade, useExcluirAtividade, useRegistroTratamento } from '../api/tratamento';
import { AtividadeFormDialog } from '../components/atividade-form-dialog';
import { EscolhaDeRede } from '../components/escolha-de-rede';
import { VoltarPrivacidade } from '../components/voltar-privacidade';

const { title, description } = pageTitle('/privacidade/tratamento');

const CAMPOS: { campo: keyof Atividade; titulo: string }[] = [
  { campo: 'finalidade', titulo: 'Finalidade' },
  { campo: 'base_legal', titulo: 'Base legal' },
  { campo: 'dados', titulo: 'Dados tratados' },
  { campo: 'titulares', titulo: 'Titulares' },
  { campo: 'compartilhamento', titulo: 'Compartilhamento' },
  { campo: 'retencao', titulo: 'Retenção' },
];

/** The record of processing (LGPD art. 37): each activity of the network, read by its gestores, kept by the secretaria. */
export function TratamentoPage() {
  return (
    <Pagina title={title} description={description}>
      <VoltarPrivacidade />
      <EscolhaDeRede>{(empresaId) => <Registro key={empresaId ?? ''} empresaId={empresaId} />}</EscolhaDeRede>
    </Pagina>
  );
}

function Registro({ empresaId }: { empresaId: string | null }) {
  const registro = useRegistroTratamento(empresaId);
  const form = useFormulario<Atividade>();
  const exclusao = useExclusao<Atividade>({
    excluir: useExcluirAtividade(),
    descrever: (a) => MSG.confirmarExclusao(a.nome),
    textos: { excluido: MSG.excluida, erroExcluir: (m) => `Erro ao excluir: ${m}` },
    fecharAoFalhar: true,
  });
  if (registro.isPending) return <Aviso>Carregando o registro...</Aviso>;
  if (registro.isError)
    return (
      <LoadError message={`Erro ao carregar o registro: ${registro.error.message}`} onRetry={() => void registro.refetch()} />
    );
  const { itens, pode_editar, empresa_nome } = registro.data;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          {empresa_nome}: {itens.length} {itens.length === 1 ? 'atividade' : 'atividades'} de tratamento de dados pessoais.
        </p>
        {pode_editar ? <BotaoNovo onClick={form.novo}>Nova Atividade</BotaoNovo> : null}
      </div>
      <ul aria-label="Atividades de tratamento" className="grid gap-4">
        {itens.map((a) => (
          <li key={a.id}>
            <Card>
              <CardHeader className="flex-row items-start justify-between gap-3 pb-3">
                <CardTitle className="text-base">{a.nome}</CardTitle>
                {pode_editar ? (
                  <div className="flex gap-1">
                    <BotaoEditar rotulo={`Editar ${a.nome}`} onClick={() => form.editar(a)} />
                    <BotaoExcluir rotulo={`Excluir ${a.nome}`} onClick={() => exclusao.pedir(a)} />
                  </div>
                ) : null}
              </CardHeader>
              <CardContent>
                <dl className="grid gap-3 text-sm sm:grid-cols-2">
                  {CAMPOS.map(({ campo, titulo }) => (
                    <div key={campo}>
                      <dt className="font-medium text-slate-900">{titulo}</dt>
                      <dd className="text-slate-700">{String(a[campo])}</dd>
                    </div>
                  ))}
                </dl>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <AtividadeFormDialog {...form.formulario} atividade={form.editando} empresaId={empresaId} />
      <ConfirmDialog {...exclusao.confirmacao} />
    </>
  );
}
