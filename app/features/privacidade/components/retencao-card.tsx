import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { PRIVACIDADE_CONFIG_MENSAGENS, retencaoAcessosDias } from '../../../../domain/schemas/privacidade-configuracao';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api';
import { useConfiguracaoPrivacidade, useSalvarConfiguracaoPrivacidade } from '../api/configuracao';
import { TEXTOS } from './textos';

/** The secretaria sets how long its access log is kept (the daily purge deletes what is older). */
export function RetencaoCard() {
  const configuracao = useConfiguracaoPrivacidade();
  const salvar = useSalvarConfiguracaoPrivacidade();
  const [digitado, setDigitado] = useState<string | null>(null);
  const [erro, setErro] = useState<string | undefined>();
  if (!configuracao.data) return null;
  const { retencao_acessos_dias, updated_at } = configuracao.data;
  const valor = digitado ?? String(retencao_acessos_dias);

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const lido = retencaoAcessosDias.safeParse(valor.trim() === '' ? Number.NaN : Number(valor));
    if (!lido.success) return setErro(lido.error.issues[0]?.message);
    setErro(undefined);
    salvar.mutate(
      { retencao_acessos_dias: lido.data, updated_at },
      {
        onSuccess: () => {
          setDigitado(null);
          toast.success(PRIVACIDADE_CONFIG_MENSAGENS.salva);
        },
        onError: (err) => {
          const doCampo = err instanceof ApiError ? err.fields?.retencao_acessos_dias : undefined;
          if (doCampo) setErro(doCampo);
          else toast.error(TEXTOS.erroSalvar(err.message));
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{TEXTOS.retencaoTitulo}</CardTitle>
        <CardDescription>{TEXTOS.retencaoAjuda}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={enviar} noValidate className="flex flex-wrap items-end gap-3">
          <FormField id="retencao-dias" label={TEXTOS.retencaoCampo} error={erro}>
            <Input
              id="retencao-dias"
              type="number"
              inputMode="numeric"
              className="w-40"
              value={valor}
              aria-invalid={erro ? true : undefined}
              aria-describedby={erro ? 'retencao-dias-erro' : undefined}
              onChange={(e) => setDigitado(e.target.value)}
            />
          </FormField>
          <Button type="submit" disabled={salvar.isPending}>
            {salvar.isPending ? TEXTOS.salvando : TEXTOS.salvar}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
