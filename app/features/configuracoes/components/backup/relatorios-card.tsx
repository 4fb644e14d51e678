import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RETENCAO_RELATORIOS_MAXIMA } from '../../../../../domain/relatorios/catalogo';
import { RELATORIO_MENSAGENS, configuracaoRelatoriosInput } from '../../../../../domain/schemas/relatorio';
import { FormField } from '../../../../components/form-field';
import { LoadError } from '../../../../components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiError } from '../../../../lib/api';
import {
  type ConfiguracaoRelatoriosSalva,
  configuracaoRelatoriosQueryOptions,
  useConfiguracaoRelatorios,
  useSalvarConfiguracaoRelatorios,
} from '../../api/configuracao-relatorios';
import { useRegistrarAba } from '../../../../components/config-forms';

const ID = 'relatorios-retencao';

/** 'Relatórios gerados': for how many days (1–90) a generated report's file is kept; saved by the page's footer. */
export function RelatoriosConfigCard() {
  const config = useConfiguracaoRelatorios();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Relatórios gerados</CardTitle>
        <CardDescription>
          Por quantos dias o arquivo de um relatório gerado fica disponível para baixar; depois disso ele é apagado e o relatório
          aparece como expirado. A mudança vale para os relatórios concluídos a partir de agora: os já gerados mantêm o prazo que
          tinham.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {config.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner /> Carregando...
          </p>
        ) : config.isError ? (
          <LoadError
            message={`Erro ao carregar a retenção dos relatórios: ${config.error.message}`}
            onRetry={() => void config.refetch()}
          />
        ) : (
          <Retencao dados={config.data} />
        )}
      </CardContent>
    </Card>
  );
}

function Retencao({ dados }: { dados: ConfiguracaoRelatoriosSalva }) {
  const queryClient = useQueryClient();
  const salvar = useSalvarConfiguracaoRelatorios();
  const [base, setBase] = useState(String(dados.retencaoDias));
  const [valor, setValor] = useState(base);
  const [versao, setVersao] = useState(dados.updated_at);
  const [erro, setErro] = useState<string | undefined>();

  useRegistrarAba('backup', {
    dirty: valor !== base,
    save: async () => {
      // The shared schema, so the message is the server's.
      const lido = configuracaoRelatoriosInput.safeParse({ retencaoDias: valor.trim() ? Number(valor) : undefined });
      if (!lido.success) {
        setErro(RELATORIO_MENSAGENS.retencao);
        throw new Error(RELATORIO_MENSAGENS.retencao);
      }
      try {
        const salvo = await salvar.mutateAsync({ ...lido.data, updated_at: versao });
        setVersao(salvo.updated_at);
        setBase(String(salvo.retencaoDias));
        setValor(String(salvo.retencaoDias));
        setErro(undefined);
      } catch (error) {
        if (error instanceof ApiError && error.fields?.retencaoDias) setErro(error.fields.retencaoDias);
        if (error instanceof ApiError && error.status === 409) {
          const atual = await queryClient.fetchQuery({ ...configuracaoRelatoriosQueryOptions, staleTime: 0 }).catch(() => null);
          if (atual) setVersao(atual.updated_at);
        }
        throw error;
      }
    },
    reset: () => {
      setValor(base);
      setErro(undefined);
    },
  });

  return (
    <div className="grid max-w-xs gap-1">
      <FormField id={ID} label="Dias de retenção" error={erro}>
        <Input
          id={ID}
          type="number"
          inputMode="numeric"
          min={1}
          max={RETENCAO_RELATORIOS_MAXIMA}
          value={valor}
          aria-invalid={erro ? true : undefined}
          aria-describedby={erro ? `${ID}-erro ${ID}-dica` : `${ID}-dica`}
          onChange={(e) => {
            setValor(e.target.value);
            setErro(undefined);
          }}
        />
      </FormField>
      <p id={`${ID}-dica`} className="text-xs text-slate-600">
        De 1 a {RETENCAO_RELATORIOS_MAXIMA} dias.
      </p>
    </div>
  );
}
