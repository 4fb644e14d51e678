import { useState } from 'react';
import { toast } from 'sonner';
import {
  type CalendarioLetivo,
  ROTULOS_TIPO_DIA,
  TIPOS_DIA_ESPECIAL,
  type TipoDiaEspecial,
  contagemDeDiasLetivos,
  dataBr,
  validarCalendario,
} from '../../../../domain/calendario';
import { CALENDARIO_TEXTOS, fechamentosDaRecusa } from '../../../../domain/schemas/calendario';
import { useRegistrarAba } from '../../../components/config-forms';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useEmpresaEscolhida } from '../../../components/empresa-escolhida';
import { FormField } from '../../../components/form-field';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { ApiError } from '../../../lib/api';
import { type CalendarioDaEmpresa, useCalendario } from '../api/carregar-calendario';
import { useRestaurarCalendario, useSalvarCalendario } from '../api/salvar-calendario';
import { contagem as contarDias } from '../../../lib/plural';

const ANO_ATUAL = new Date().getFullYear();
const ANOS = [ANO_ATUAL - 1, ANO_ATUAL, ANO_ATUAL + 1];

/**
 * 'Calendário letivo' (Configurações): the network's ano letivo — its dates, the four bimestres
 * with their closing deadlines and the days off or extra — which the roll call and the closings
 * follow. Everyone who opens Configurações reads it; administradores and the network's empresa edit.
 */
export function CalendarioTab() {
  const { empresaId, pronta, seletor, erro } = useEmpresaEscolhida('calendario-empresa');
  const [ano, setAno] = useState(ANO_ATUAL);
  const calendario = useCalendario(ano, empresaId, pronta);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Calendário letivo</CardTitle>
        <CardDescription>
          Início e término do ano letivo, os quatro bimestres com o prazo de fechamento e os dias não letivos ou letivos extras da
          rede. A chamada só é registrada em dia letivo.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {seletor}
          <FormField id="calendario-ano" label="Ano letivo">
            <Select id="calendario-ano" value={String(ano)} onChange={(e) => setAno(Number(e.target.value))}>
              {ANOS.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        {erro ??
          (calendario.isLoadingError ? (
            <LoadError
              message={`Erro ao carregar o calendário letivo: ${calendario.error.message}`}
              onRetry={() => void calendario.refetch()}
            />
          ) : calendario.data ? (
            <CalendarioForm
              key={`${calendario.data.empresa_id}:${calendario.data.ano}:${calendario.data.updated_at}`}
              calendario={calendario.data}
              empresaId={empresaId}
            />
          ) : (
            <p role="status" className="text-sm text-slate-600">
              Carregando...
            </p>
          ))}
      </CardContent>
    </Card>
  );
}

const paraRascunho = (c: CalendarioDaEmpresa): CalendarioLetivo => {
  const [b1, b2, b3, b4] = c.bimestres;
  return { ano: c.ano, inicio: c.inicio, fim: c.fim, bimestres: [b1!, b2!, b3!, b4!], dias: c.dias };
};

/**
 * The server's refusal of a change that would move days of a closed bimestre: its reason and the
 * closings to reopen first (the error's `fechamentos.N` fields), or null for any other error.
 */
function recusaPorFechamentos(error: unknown): { mensagem: string; fechamentos: string[] } | null {
  if (!(error instanceof ApiError)) return null;
  const fechamentos = fechamentosDaRecusa(error.fields);
  return fechamentos.length ? { mensagem: error.message, fechamentos } : null;
}

const CAMPOS_BIMESTRE = [
  { campo: 'inicio', rotulo: (n: number) => `Início do ${n}º bimestre` },
  { campo: 'fim', rotulo: (n: number) => `Fim do ${n}º bimestre` },
  { campo: 'prazo', rotulo: (n: number) => `Prazo de fechamento do ${n}º bimestre` },
] as const;

function CalendarioForm({ calendario, empresaId }: { calendario: CalendarioDaEmpresa; empresaId: string | null }) {
  const salvar = useSalvarCalendario();
  const restaurar = useRestaurarCalendario();
  const [base] = useState(() => paraRascunho(calendario));
  const [rascunho, setRascunhoSalvo] = useState(base);
  const [erros, setErros] = useState<Record<string, string>>({});
  const [recusa, setRecusa] = useState<ReturnType<typeof recusaPorFechamentos>>(null);
  // An edit clears the server's messages; the form's own rules are checked live.
  const setRascunho: typeof setRascunhoSalvo = (v) => {
    setErros({});
    setRecusa(null);
    setRascunhoSalvo(v);
  };
  const [confirmar, setConfirmar] = useState(false);
  const [novo, setNovo] = useState<{ data: string; tipo: TipoDiaEspecial; descricao: string }>({
    data: '',
    tipo: 'nao_letivo',
    descricao: '',
  });
  const [erroNovo, setErroNovo] = useState<{ data?: string; descricao?: string }>({});
  const editavel = calendario.pode_editar;
  const sujo = JSON.stringify(rascunho) !== JSON.stringify(base);
  const invalidos = validarCalendario(rascunho);
  const contagem = Object.keys(invalidos).length ? null : contagemDeDiasLetivos(rascunho);

  const mudarBimestre = (i: number, campo: 'inicio' | 'fim' | 'prazo', valor: string) =>
    setRascunho((r) => {
      const bimestres = r.bimestres.map((b, j) => (j === i ? { ...b, [campo]: valor } : b)) as CalendarioLetivo['bimestres'];
      return { ...r, bimestres };
    });

  const adicionar = () => {
    const erro: { data?: string; descricao?: string } = {};
    if (!novo.data) erro.data = 'Informe a data';
    else if (rascunho.dias.some((d) => d.data === novo.data)) erro.data = 'Esta data já está na lista';
    if (!novo.descricao.trim()) erro.descricao = 'Descrição é obrigatória';
    setErroNovo(erro);
    if (erro.data || erro.descricao) return;
    setRascunho((r) => ({
      ...r,
      dias: [...r.dias, { ...novo, descricao: novo.descricao.trim() }].sort((a, b) => a.data.localeCompare(b.data)),
    }));
    setNovo({ data: '', tipo: novo.tipo, descricao: '' });
  };

  /** Saves the draft; rejects with the pt-BR reason (the page footer's 'Salvar Todas' calls it too). */
  const gravar = async () => {
    if (Object.keys(invalidos).length) {
      setErros(invalidos);
      throw new Error('Verifique os campos do calendário letivo.');
    }
    try {
      await salvar.mutateAsync({
        ano: calendario.ano,
        dados: { empresa_id: empresaId, ...rascunho, updated_at: calendario.updated_at },
      });
    } catch (error) {
      const porFechamentos = recusaPorFechamentos(error);
      setRecusa(porFechamentos);
      if (!porFechamentos && error instanceof ApiError && error.fields) setErros(error.fields);
      throw error;
    }
  };
  const descartar = () => {
    setRascunho(base);
    setNovo({ data: '', tipo: 'nao_letivo', descricao: '' });
  };
  useRegistrarAba('calendario', { dirty: editavel && sujo, save: gravar, reset: descartar });

  const onSalvar = async () => {
    try {
      await gravar();
      toast.success(CALENDARIO_TEXTOS.salvo);
    } catch (error) {
      toast.error(`Erro ao salvar o calendário letivo: ${error instanceof Error ? error.message : 'Erro desconhecido'}`);
    }
  };

  const onRestaurar = async () => {
    try {
      await restaurar.mutateAsync({ ano: calendario.ano, empresaId });
      setConfirmar(false);
      toast.success(CALENDARIO_TEXTOS.restaurado);
    } catch (error) {
      const porFechamentos = recusaPorFechamentos(error);
      setRecusa(porFechamentos);
      // The closings to reopen are listed on the page: the dialog gets out of the way.
      if (porFechamentos) setConfirmar(false);
      toast.error(`Erro ao restaurar o calendário: ${error instanceof Error ? error.message : 'Erro desconhecido'}`);
    }
  };

  const erro = (campo: string) => erros[campo] ?? (sujo ? invalidos[campo] : undefined);

  return (
    <div className="grid gap-5">
      <p className="text-xs text-slate-600">
        {calendario.padrao
          ? `${calendario.empresa_nome} usa o calendário padrão de ${calendario.ano} (feriados nacionais, recesso em julho).`
          : `Calendário próprio de ${calendario.empresa_nome} para ${calendario.ano}.`}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="calendario-inicio" label="Início do ano letivo" error={erro('inicio')}>
          <Input
            id="calendario-inicio"
            type="date"
            disabled={!editavel}
            value={rascunho.inicio}
            onChange={(e) => setRascunho((r) => ({ ...r, inicio: e.target.value }))}
          />
        </FormField>
        <FormField id="calendario-fim" label="Término do ano letivo" error={erro('fim')}>
          <Input
            id="calendario-fim"
            type="date"
            disabled={!editavel}
            value={rascunho.fim}
            onChange={(e) => setRascunho((r) => ({ ...r, fim: e.target.value }))}
          />
        </FormField>
      </div>

      <section className="grid gap-3" aria-labelledby="calendario-bimestres">
        <h3 id="calendario-bimestres" className="text-sm font-semibold text-slate-900">
          Bimestres
        </h3>
        {rascunho.bimestres.map((b, i) => (
          <div key={i} className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-4 sm:items-end">
            {CAMPOS_BIMESTRE.map(({ campo, rotulo }) => (
              <FormField
                key={campo}
                id={`calendario-b${i + 1}-${campo}`}
                label={rotulo(i + 1)}
                error={erro(`bimestres.${i}.${campo}`)}
              >
                <Input
                  id={`calendario-b${i + 1}-${campo}`}
                  type="date"
                  disabled={!editavel}
                  value={b[campo]}
                  onChange={(e) => mudarBimestre(i, campo, e.target.value)}
                />
              </FormField>
            ))}
            <p className="text-sm text-slate-700" aria-live="polite">
              {contagem ? contarDias(contagem.bimestres[i]!, 'dia letivo', 'dias letivos') : '—'}
            </p>
          </div>
        ))}
        <p className="text-sm font-medium text-slate-900" aria-live="polite">
          {contagem
            ? `Dias letivos no ano: ${contagem.ano}${contagem.ano < 200 ? ' (a LDB pede ao menos 200)' : ''}`
            : 'Dias letivos no ano: corrija as datas para contar'}
        </p>
      </section>

      <section className="grid gap-3" aria-labelledby="calendario-dias">
        <h3 id="calendario-dias" className="text-sm font-semibold text-slate-900">
          Dias especiais
        </h3>
        <Table aria-label="Dias especiais">
          <TableHeader>
            <TableRow>
              <TableHead>Data</TableHead>
              <TableHead>Tipo</TableHead>
              <TableHead>Descrição</TableHead>
              {editavel ? <TableHead className="text-right">Ações</TableHead> : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rascunho.dias.length ? (
              rascunho.dias.map((d, i) => {
                const erroDia = erro(`dias.${i}.data`) ?? erro(`dias.${i}.descricao`) ?? erro(`dias.${i}.tipo`);
                return (
                  <TableRow key={d.data}>
                    <TableCell>
                      {dataBr(d.data)}
                      {erroDia ? <span className="block text-xs text-red-600">{erroDia}</span> : null}
                    </TableCell>
                    <TableCell>{ROTULOS_TIPO_DIA[d.tipo]}</TableCell>
                    <TableCell>{d.descricao}</TableCell>
                    {editavel ? (
                      <TableCell className="text-right">
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`Remover ${dataBr(d.data)} — ${d.descricao}`}
                          onClick={() => setRascunho((r) => ({ ...r, dias: r.dias.filter((x) => x.data !== d.data) }))}
                        >
                          Remover
                        </Button>
                      </TableCell>
                    ) : null}
                  </TableRow>
                );
              })
            ) : (
              <TableRow>
                <TableCell colSpan={editavel ? 4 : 3} className="text-center text-sm text-slate-600">
                  Nenhum dia especial.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        {editavel ? (
          <div className="grid gap-3 rounded-md border border-dashed border-slate-300 p-3 sm:grid-cols-4 sm:items-end">
            <FormField id="calendario-novo-data" label="Data" error={erroNovo.data}>
              <Input
                id="calendario-novo-data"
                type="date"
                value={novo.data}
                onChange={(e) => setNovo((n) => ({ ...n, data: e.target.value }))}
              />
            </FormField>
            <FormField id="calendario-novo-tipo" label="Tipo">
              <Select
                id="calendario-novo-tipo"
                value={novo.tipo}
                onChange={(e) => setNovo((n) => ({ ...n, tipo: e.target.value as TipoDiaEspecial }))}
              >
                {TIPOS_DIA_ESPECIAL.map((t) => (
                  <option key={t} value={t}>
                    {ROTULOS_TIPO_DIA[t]}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField id="calendario-novo-descricao" label="Descrição" error={erroNovo.descricao}>
              <Input
                id="calendario-novo-descricao"
                maxLength={100}
                value={novo.descricao}
                onChange={(e) => setNovo((n) => ({ ...n, descricao: e.target.value }))}
              />
            </FormField>
            <Button variant="outline" onClick={adicionar}>
              Adicionar dia
            </Button>
          </div>
        ) : null}
      </section>

      {recusa ? (
        <div role="alert" className="grid gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p>{recusa.mensagem}</p>
          <ul aria-label={CALENDARIO_TEXTOS.tituloDaRecusa} className="list-disc pl-5">
            {recusa.fechamentos.map((f, i) => (
              <li key={i}>{f}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {editavel ? (
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" disabled={calendario.padrao || restaurar.isPending} onClick={() => setConfirmar(true)}>
            Restaurar padrão
          </Button>
          <Button variant="outline" disabled={!sujo || salvar.isPending} onClick={descartar}>
            Descartar
          </Button>
          <Button disabled={!sujo || salvar.isPending} onClick={() => void onSalvar()}>
            {salvar.isPending ? 'Salvando...' : 'Salvar calendário'}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600">Somente administradores e a própria empresa alteram o calendário letivo.</p>
      )}
      <ConfirmDialog
        open={confirmar}
        onOpenChange={setConfirmar}
        title="Restaurar calendário padrão"
        description={`O calendário de ${calendario.ano} volta ao padrão (feriados nacionais, recesso em julho); os dias especiais da rede são apagados.`}
        confirmLabel="Restaurar"
        pending={restaurar.isPending}
        pendingLabel="Restaurando..."
        onConfirm={() => void onRestaurar()}
      />
    </div>
  );
}
