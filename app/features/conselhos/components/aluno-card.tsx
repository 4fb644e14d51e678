import { useState } from 'react';
import { toast } from 'sonner';
import { formatarPercentual } from '../../../../domain/avaliacao/frequencia';
import { formatarMedia } from '../../../../domain/avaliacao/notas';
import { SITUACAO_FINAL_LABEL } from '../../../../domain/avaliacao/resultado-final';
import { rotuloDoConselho } from '../../../../domain/conselho/status';
import { ENCAMINHAMENTOS, type Encaminhamento, PARECERES, type Parecer } from '../../../../domain/conselho/tipos';
import { ENCAMINHAMENTO_LABEL, PARECER_LABEL } from '../../../../domain/schemas/conselho';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api';
import type { AlunoDoConselho } from '../api/carregar-conselhos';
import { useGravarDecisao } from '../api/gravar-conselho';
import { TEXTOS } from './textos';
import { contagem } from '../../../lib/plural';

interface Props {
  conselhoId: string;
  final: boolean;
  editavel: boolean;
  aluno: AlunoDoConselho;
}

/** One student at the council: figures, pendencies, earlier recommendations and the decision form, saved on its own. */
export function AlunoCard({ conselhoId, final, editavel, aluno }: Props) {
  const d = aluno.decisao;
  const [encaminhamentos, setEncaminhamentos] = useState<Encaminhamento[]>(d?.encaminhamentos ?? []);
  const [recAluno, setRecAluno] = useState(d?.recomendacao_aluno ?? '');
  const [recFamilia, setRecFamilia] = useState(d?.recomendacao_familia ?? '');
  const [parecer, setParecer] = useState<Parecer | ''>(d?.parecer ?? '');
  const [justificativa, setJustificativa] = useState(d?.justificativa ?? '');
  const [versao, setVersao] = useState<string | null>(d?.updated_at ?? null);
  const [erros, setErros] = useState<Record<string, string>>({});
  const [salvo, setSalvo] = useState(false);
  const gravar = useGravarDecisao();
  const id = (campo: string) => `decisao-${aluno.aluno_id}-${campo}`;

  const salvar = async (e: React.FormEvent) => {
    e.preventDefault();
    setErros({});
    setSalvo(false);
    try {
      const r = await gravar.mutateAsync({
        id: conselhoId,
        alunoId: aluno.aluno_id,
        input: {
          encaminhamentos,
          recomendacao_aluno: recAluno,
          recomendacao_familia: recFamilia,
          parecer: final && parecer ? parecer : null,
          justificativa: final ? justificativa : null,
          updated_at: versao,
        },
      });
      setVersao(r.updated_at);
      setSalvo(true);
      toast.success(TEXTOS.decisaoSalva(aluno.nome));
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErros(err.fields);
      toast.error(TEXTOS.erroAcao(err instanceof Error ? err.message : ''));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-baseline justify-between gap-2">
          <span>{aluno.nome}</span>
          <span className="text-xs font-normal text-slate-600">Matrícula {aluno.matricula}</span>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-3 text-sm">
          <div>
            <p className="font-medium text-slate-800">{TEXTOS.notas}</p>
            <ul className="mt-1 grid grid-cols-2 gap-x-4 gap-y-0.5">
              {aluno.notas.map((n) => (
                <li key={n.disciplina_id} className="flex justify-between gap-2">
                  <span className="truncate text-slate-700">{n.disciplina_nome}</span>
                  <span className="font-medium">{formatarMedia(n.nota)}</span>
                </li>
              ))}
            </ul>
          </div>
          <p>
            <span className="font-medium text-slate-800">{TEXTOS.frequencia}:</span>{' '}
            {formatarPercentual(aluno.percentual_frequencia)}{' '}
            <span className="text-slate-600">
              ({contagem(aluno.faltas, 'falta', 'faltas')} em {contagem(aluno.aulas, 'aula', 'aulas')})
            </span>
          </p>
          <p className={aluno.pendencias_abertas ? 'text-amber-800' : 'text-slate-600'}>
            {TEXTOS.pendencias(aluno.pendencias_abertas)}
          </p>
          {final && aluno.situacao_computada ? (
            <p>
              <span className="font-medium text-slate-800">{TEXTOS.resultadoCalculado}:</span>{' '}
              {SITUACAO_FINAL_LABEL[aluno.situacao_computada]}
            </p>
          ) : null}
          {aluno.recomendacoes_anteriores.length ? (
            <div>
              <p className="font-medium text-slate-800">{TEXTOS.anteriores}</p>
              <ul className="mt-1 flex flex-col gap-1 text-slate-700">
                {aluno.recomendacoes_anteriores.map((r) => (
                  <li key={r.conselho_id}>
                    <span className="font-medium">{rotuloDoConselho(r.bimestre)}:</span>{' '}
                    {[
                      r.encaminhamentos.map((e) => ENCAMINHAMENTO_LABEL[e]).join(', '),
                      r.recomendacao_aluno,
                      r.recomendacao_familia,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <form onSubmit={(e) => void salvar(e)} noValidate className="flex flex-col gap-3" aria-label={`Decisão — ${aluno.nome}`}>
          <fieldset className="grid gap-1.5" disabled={!editavel}>
            <legend className="mb-1 text-sm font-medium text-slate-800">{TEXTOS.encaminhamentos}</legend>
            <div className="grid gap-1 sm:grid-cols-2">
              {ENCAMINHAMENTOS.map((e) => (
                <label key={e} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="size-4 rounded border-slate-300 accent-blue-600"
                    checked={encaminhamentos.includes(e)}
                    onChange={(ev) =>
                      setEncaminhamentos((atual) => (ev.target.checked ? [...atual, e] : atual.filter((x) => x !== e)))
                    }
                  />
                  {ENCAMINHAMENTO_LABEL[e]}
                </label>
              ))}
            </div>
          </fieldset>
          <FormField id={id('aluno')} label={TEXTOS.recomendacaoAluno} error={erros.recomendacao_aluno}>
            <Textarea
              id={id('aluno')}
              rows={2}
              value={recAluno}
              disabled={!editavel}
              onChange={(e) => setRecAluno(e.target.value)}
            />
          </FormField>
          <FormField id={id('familia')} label={TEXTOS.recomendacaoFamilia} error={erros.recomendacao_familia}>
            <Textarea
              id={id('familia')}
              rows={2}
              value={recFamilia}
              disabled={!editavel}
              onChange={(e) => setRecFamilia(e.target.value)}
            />
          </FormField>
          {final ? (
            <>
              <FormField id={id('parecer')} label={TEXTOS.parecer} error={erros.parecer}>
                <Select
                  id={id('parecer')}
                  value={parecer}
                  disabled={!editavel}
                  aria-invalid={erros.parecer ? true : undefined}
                  onChange={(e) => setParecer(e.target.value as Parecer | '')}
                >
                  <option value="">{TEXTOS.semParecer}</option>
                  {PARECERES.map((p) => (
                    <option key={p} value={p}>
                      {PARECER_LABEL[p]}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField id={id('justificativa')} label={TEXTOS.justificativa} error={erros.justificativa}>
                <Textarea
                  id={id('justificativa')}
                  rows={2}
                  value={justificativa}
                  disabled={!editavel}
                  aria-invalid={erros.justificativa ? true : undefined}
                  onChange={(e) => setJustificativa(e.target.value)}
                />
              </FormField>
            </>
          ) : null}
          {editavel ? (
            <div className="flex items-center gap-3">
              <Button type="submit" disabled={gravar.isPending}>
                {gravar.isPending ? 'Salvando...' : TEXTOS.salvarDecisao}
              </Button>
              {salvo ? (
                <span role="status" className="text-sm text-green-700">
                  {TEXTOS.salvo}
                </span>
              ) : null}
            </div>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
