import { useState } from 'react';
import { leituraSeladaInput } from '../../../../domain/schemas/privacidade-titular';
import { camposDe } from '../../../components/campos';
import { FormDialog, abertoCom, definirFormulario } from '../../../components/form-dialog';
import { Pagination } from '../../../components/pagination';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { schemaResolver } from '../../../lib/form-resolver';
import { type DocumentoSeladoDaLista, abrirDocumentoSelado, useDocumentosSelados } from '../api/dados-do-titular';
import { TEXTOS, dataBr } from './textos';

const T = TEXTOS.selados;

interface Valores {
  motivo: string;
}
const CAMPOS = ['motivo'] as const;
const resolver = schemaResolver<Valores, Valores>(leituraSeladaInput, (v) => v, CAMPOS);
const { CampoAreaTexto } = camposDe<Valores>();
const formulario = definirFormulario({
  valores: (): Valores => ({ motivo: '' }),
  validacao: { resolver, campos: CAMPOS },
  aparencia: { prefixo: 'abrir-selado' },
  novo: { titulo: T.abrirTitulo, sucesso: T.aberto, botao: T.abrirBotao },
  falha: T.erroAbrir,
  enviando: T.abrindo,
});

/**
 * The sealed documents of the school's anonymised students (the network's secretaria only): what
 * each is, of which student, until when it is kept; opening one asks for the reason first.
 */
export function SeladosDialog({ escolaId, aberto, onClose }: { escolaId: string; aberto: boolean; onClose: () => void }) {
  const [pagina, setPagina] = useState(1);
  const [abrindo, setAbrindo] = useState<DocumentoSeladoDaLista | null>(null);
  const lista = useDocumentosSelados(escolaId, pagina, aberto);
  const itens = lista.data?.itens ?? [];
  return (
    <>
      <Dialog open={aberto && abrindo === null} onOpenChange={(open) => (open ? undefined : onClose())}>
        <DialogContent title={T.titulo} description={T.ajuda} className="max-w-2xl">
          {lista.isPending ? (
            <p className="text-sm text-slate-600">{T.carregando}</p>
          ) : lista.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {lista.error.message}
            </p>
          ) : itens.length === 0 ? (
            <p className="text-sm text-slate-600">{T.vazio}</p>
          ) : (
            <ul aria-label={T.titulo} className="divide-y divide-slate-200">
              {itens.map((d) => (
                <li key={d.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <span>
                    <span className="block font-medium text-slate-900">{d.titulo}</span>
                    <span className="block text-sm text-slate-600">
                      {d.aluno.nome} · {T.seladoEm(dataBr(d.selado_em.slice(0, 10)))} ·{' '}
                      {d.expira_em ? T.ate(dataBr(d.expira_em)) : T.permanente}
                    </span>
                  </span>
                  <Button variant="outline" size="sm" aria-label={T.abrir(d.titulo, d.aluno.nome)} onClick={() => setAbrindo(d)}>
                    {T.abrirBotao}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {lista.data ? (
            <Pagination pagina={pagina} total={lista.data.total} porPagina={lista.data.por_pagina} onChange={setPagina} />
          ) : null}
        </DialogContent>
      </Dialog>
      <FormDialog
        {...abertoCom(abrindo, () => setAbrindo(null))}
        formulario={{ ...formulario, descricao: () => (abrindo ? `${abrindo.titulo} · ${abrindo.aluno.nome}` : null) }}
        registro={null}
        mutacoes={{ criar: (dados) => abrirDocumentoSelado(abrindo!.id, dados) }}
      >
        <CampoAreaTexto name="motivo" label={T.motivo} rows={3} />
      </FormDialog>
    </>
  );
}
