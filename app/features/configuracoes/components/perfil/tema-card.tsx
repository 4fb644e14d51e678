import { Palette } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { TEMAS, TEMA_LABEL, type Tema } from '../../../../../domain/settings';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { useSalvarTemaDoUsuario, useTemaDoUsuario } from '../../api/tema-do-usuario';

/** 'rede' stands for null (follow the network's) in the radio group, which needs a string value. */
const DA_REDE = 'rede';

/**
 * Each person's own theme, whatever their role: saved for them on the server as soon as it is chosen (it follows
 * them to any device), and applied at once. 'Padrão da rede' follows the theme the network sets in Sistema.
 */
export function TemaCard() {
  const tema = useTemaDoUsuario();
  const salvar = useSalvarTemaDoUsuario();
  // The choice shows at once, in the same render as the click: the mutation's pending state arrives a
  // moment later, and until then the controlled radio would snap back to the saved one. A failed save
  // goes back to the saved theme.
  const [escolhendo, setEscolhendo] = useState<string | null>(null);
  const escolhido = escolhendo ?? tema.data?.tema ?? DA_REDE;

  const escolher = (valor: string) => {
    setEscolhendo(valor);
    salvar.mutate(valor === DA_REDE ? null : (valor as Tema), {
      onSuccess: () => toast.success('Tema salvo'),
      onError: (e) => toast.error('Não foi possível salvar o tema', { description: e.message }),
      onSettled: () => setEscolhendo(null),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Palette aria-hidden className="size-5" />
          Tema
        </CardTitle>
        <CardDescription>Como o sistema aparece para você, em qualquer aparelho em que entrar.</CardDescription>
      </CardHeader>
      <CardContent>
        {tema.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Erro ao carregar o tema: {tema.error.message}
          </p>
        ) : (
          <fieldset disabled={tema.isPending || salvar.isPending}>
            <legend className="sr-only">Tema</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {[DA_REDE, ...TEMAS].map((t) => (
                <label key={t} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name="tema-do-usuario"
                    value={t}
                    checked={escolhido === t}
                    onChange={() => escolher(t)}
                    className="size-4 accent-blue-600"
                  />
                  {t === DA_REDE
                    ? `Padrão da rede${tema.data ? ` (${TEMA_LABEL[tema.data.tema_rede]})` : ''}`
                    : TEMA_LABEL[t as Tema]}
                </label>
              ))}
            </div>
            <p className="mt-2 text-xs text-slate-600">Automático acompanha o modo claro ou escuro do dispositivo.</p>
          </fieldset>
        )}
      </CardContent>
    </Card>
  );
}
