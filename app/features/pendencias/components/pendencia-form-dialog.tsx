import { PRIORIDADES_PENDENCIA, TIPOS_PENDENCIA } from '../../../../domain/pendencia/tipos';
import { PRIORIDADE_PENDENCIA_LABEL, TIPO_PENDENCIA_LABEL } from '../../../../domain/schemas/pendencia';
import { camposDe } from '../../../components/campos';
import { type DialogoProps, FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { Input } from '../../../components/ui/input';
import { dataBr } from '../../../../domain/calendario';
import { useMutacoesDeCadastro } from '../../../lib/use-mutacoes-de-cadastro';
import { type Pendencia, pendenciaQueryOptions, useOpcoesPendencia } from '../api/carregar-pendencias';
import { useAtualizarPendencia, useCriarPendencia } from '../api/gravar-pendencia';
import { FORMULARIO_PENDENCIA, type PendenciaFormValues } from './pendencia-form';
import { TEXTOS } from './textos';

const { CampoTexto, CampoData, CampoAreaTexto, CampoSelect } = camposDe<PendenciaFormValues>();

interface Props extends DialogoProps {
  pendencia: Pendencia | null;
  turma: { id: string; nome: string };
}

/** Dialog 'Nova/Editar Pendência'. A generated one shows its cause read-only: only responsável and observações change. */
export function PendenciaFormDialog({ pendencia, turma, ...dialogo }: Props) {
  const mutacoes = useMutacoesDeCadastro(useCriarPendencia(turma.id), useAtualizarPendencia(), pendenciaQueryOptions);
  const opcoes = useOpcoesPendencia(turma.id);
  const carregando = opcoes.isPending ? TEXTOS.carregandoOpcoes : false;
  const aviso = opcoes.isError ? TEXTOS.erroOpcoes(opcoes.error.message) : undefined;
  const gerada = pendencia !== null && pendencia.origem !== 'manual';
  // A responsável chosen before (a professor since moved) still shows as chosen.
  const responsaveis = [
    ...(opcoes.data?.responsaveis ?? []),
    ...(pendencia?.responsavel_id &&
    pendencia.responsavel_nome &&
    !opcoes.data?.responsaveis.some((r) => r.id === pendencia.responsavel_id)
      ? [{ id: pendencia.responsavel_id, nome: pendencia.responsavel_nome }]
      : []),
  ];
  return (
    <FormDialog {...dialogo} formulario={FORMULARIO_PENDENCIA} registro={pendencia} mutacoes={mutacoes}>
      <FormField id="pendencia-turma" label="Turma">
        <Input id="pendencia-turma" value={turma.nome} readOnly aria-readonly className="bg-slate-50" />
      </FormField>
      {gerada ? (
        <>
          <p className="text-sm text-slate-700">{TEXTOS.geradaAviso}</p>
          <Fixo id="pendencia-titulo-fixo" label="Título" valor={pendencia.titulo} />
          <Fixo id="pendencia-descricao-fixa" label="Descrição" valor={pendencia.descricao} />
          <div className="grid gap-4 sm:grid-cols-3">
            <Fixo id="pendencia-tipo-fixo" label="Tipo" valor={TIPO_PENDENCIA_LABEL[pendencia.tipo]} />
            <Fixo id="pendencia-prioridade-fixa" label="Prioridade" valor={PRIORIDADE_PENDENCIA_LABEL[pendencia.prioridade]} />
            <Fixo id="pendencia-vencimento-fixo" label="Data de vencimento" valor={dataBr(pendencia.data_vencimento)} />
          </div>
        </>
      ) : (
        <>
          <CampoTexto name="titulo" label="Título" />
          <CampoAreaTexto name="descricao" label="Descrição" rows={2} />
          <div className="grid gap-4 sm:grid-cols-3">
            <CampoSelect
              name="tipo"
              label="Tipo"
              vazio={TEXTOS.selecione}
              opcoes={TIPOS_PENDENCIA}
              rotulos={TIPO_PENDENCIA_LABEL}
            />
            <CampoSelect
              name="prioridade"
              label="Prioridade"
              vazio={TEXTOS.selecione}
              opcoes={PRIORIDADES_PENDENCIA}
              rotulos={PRIORIDADE_PENDENCIA_LABEL}
            />
            <CampoData name="data_vencimento" label="Data de vencimento" />
          </div>
        </>
      )}
      <CampoSelect
        name="responsavel_id"
        label="Responsável"
        vazio={TEXTOS.selecione}
        opcoes={responsaveis}
        carregando={carregando}
        aviso={aviso}
      />
      {gerada ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <CampoSelect
            name="aluno_id"
            label="Aluno (opcional)"
            vazio={TEXTOS.nenhum}
            opcoes={opcoes.data?.alunos ?? []}
            carregando={carregando}
            aviso={aviso}
          />
          <CampoSelect
            name="disciplina_id"
            label="Disciplina (opcional)"
            vazio={TEXTOS.nenhuma}
            opcoes={opcoes.data?.disciplinas ?? []}
            carregando={carregando}
            aviso={aviso}
          />
        </div>
      )}
      <CampoAreaTexto name="observacoes" label="Observações" rows={2} />
    </FormDialog>
  );
}

/** A field of a generated pendency's cause, shown but not edited. */
function Fixo({ id, label, valor }: { id: string; label: string; valor: string }) {
  return (
    <FormField id={id} label={label}>
      <Input id={id} value={valor} readOnly aria-readonly className="bg-slate-50" />
    </FormField>
  );
}
