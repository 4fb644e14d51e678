import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { configuracaoRetencao } from '../../../../domain/schemas/retencao';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api';
import { useRetencaoDocumentos, useSalvarRetencaoDocumentos } from '../api/retencao-documentos';
import { TEXTOS_RETENCAO_DOCUMENTOS as T } from './textos';

type Campo = 'diario_classe_anos' | 'documentos_emitidos_anos';
const CAMPOS: { campo: Campo; id: string; rotulo: string }[] = [
  { campo: 'diario_classe_anos', id: 'retencao-diario', rotulo: T.diario },
  { campo: 'documentos_emitidos_anos', id: 'retencao-emitidos', rotulo: T.emitidos },
];

/**
 * How long the network keeps each class of school document after the school year ends; the daily
 * retention job removes what is past its term. The secretaria edits it; a gestor reads it.
 */
export function RetencaoDocumentosCard({ podeEditar }: { podeEditar: boolean }) {
  const retencao = useRetencaoDocumentos();
  const salvar = useSalvarRetencaoDocumentos();
  const [digitado, setDigitado] = useState<Partial<Record<Campo, string>>>({});
  const [erros, setErros] = useState<Partial<Record<Campo, string>>>({});
  if (!retencao.data) return null;
  const atual = retencao.data;
  const valor = (campo: Campo) => digitado[campo] ?? String(atual[campo]);

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    const numero = (campo: Campo) => (valor(campo).trim() === '' ? Number.NaN : Number(valor(campo)));
    const lido = configuracaoRetencao.safeParse({
      diario_classe_anos: numero('diario_classe_anos'),
      documentos_emitidos_anos: numero('documentos_emitidos_anos'),
    });
    if (!lido.success) {
      // Every wrong field at once, each under its own input; what was typed stays.
      const novos: Partial<Record<Campo, string>> = {};
      for (const issue of lido.error.issues) novos[issue.path[0] as Campo] ??= issue.message;
      return setErros(novos);
    }
    setErros({});
    salvar.mutate(
      { ...lido.data, updated_at: atual.updated_at },
      {
        onSuccess: () => {
          setDigitado({});
          toast.success(T.salvos);
        },
        onError: (err) => {
          const campos = err instanceof ApiError ? err.fields : undefined;
          if (campos?.diario_classe_anos || campos?.documentos_emitidos_anos)
            setErros({
              diario_classe_anos: campos.diario_classe_anos,
              documentos_emitidos_anos: campos.documentos_emitidos_anos,
            });
          else toast.error(T.erroSalvar(err.message));
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{T.titulo}</CardTitle>
        <CardDescription>{T.descricao}</CardDescription>
      </CardHeader>
      <CardContent>
        {podeEditar ? (
          <form onSubmit={enviar} noValidate className="flex flex-wrap items-end gap-4">
            {CAMPOS.map(({ campo, id, rotulo }) => (
              <FormField key={campo} id={id} label={rotulo} error={erros[campo]}>
                <Input
                  id={id}
                  type="number"
                  inputMode="numeric"
                  className="w-40"
                  value={valor(campo)}
                  aria-invalid={erros[campo] ? true : undefined}
                  aria-describedby={erros[campo] ? `${id}-erro` : undefined}
                  onChange={(e) => setDigitado((d) => ({ ...d, [campo]: e.target.value }))}
                />
              </FormField>
            ))}
            <Button type="submit" disabled={salvar.isPending}>
              {salvar.isPending ? T.salvando : T.salvar}
            </Button>
          </form>
        ) : (
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            {CAMPOS.map(({ campo, rotulo }) => (
              <div key={campo}>
                <dt className="text-slate-600">{rotulo}</dt>
                <dd className="font-medium text-slate-900">{T.anos(atual[campo])}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className="mt-4 text-sm text-slate-600">{T.permanentes}</p>
      </CardContent>
    </Card>
  );
}
