import { Save, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { type AvisoDeSalvar, BarraDeSalvar, BotaoSalvar } from '../../../components/barra-de-salvar';
import { Button } from '../../../components/ui/button';
import { useAtalhoDeSalvar } from '../../../lib/use-atalho-de-salvar';
import { useConfigForms } from '../../../components/config-forms';
import { CONFIG_TAB_INFO } from './tabs-config';

const nomes = (tabs: readonly (keyof typeof CONFIG_TAB_INFO)[]) => tabs.map((t) => CONFIG_TAB_INFO[t].label).join(', ');

/**
 * 'Cancelar' discards every unsaved change; 'Salvar Todas as Configurações' (or Ctrl+S / ⌘+S from
 * any field of any tab) saves them, and the bar says what was saved and what failed. The bar sticks
 * to the bottom of the screen: the Sistema tab alone is several screens long on a phone.
 */
export function SaveFooter() {
  const { alteradas, salvarTodas, descartarTodas } = useConfigForms();
  const [salvando, setSalvando] = useState(false);
  const [resultado, setResultado] = useState<AvisoDeSalvar>(null);
  const nada = alteradas.length === 0;

  // A new change makes the last result old news: the bar goes back to what is pending.
  const [nadaAntes, setNadaAntes] = useState(nada);
  if (nada !== nadaAntes) {
    setNadaAntes(nada);
    if (!nada) setResultado(null);
  }

  const salvar = async () => {
    if (salvando) return;
    if (nada) {
      setResultado({ tipo: 'ok', texto: 'Nenhuma alteração para salvar.' });
      return;
    }
    setSalvando(true);
    try {
      const { salvas, falhas } = await salvarTodas();
      const textos = [
        ...(salvas.length ? [`Configurações salvas: ${nomes(salvas)}`] : []),
        ...falhas.map((f) => `Não foi possível salvar ${CONFIG_TAB_INFO[f.tab].label}: ${f.mensagem}`),
      ];
      setResultado({
        tipo: falhas.length ? 'erro' : 'ok',
        texto: textos.map((t) => (
          <span key={t} className="block">
            {t}
          </span>
        )),
      });
    } finally {
      setSalvando(false);
    }
  };

  useAtalhoDeSalvar(true, () => void salvar());

  return (
    <BarraDeSalvar
      rotulo="Salvar configurações"
      aviso={resultado}
      className="-mx-4 mt-2 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8"
      inicio={
        <p className="w-full text-sm text-slate-600 sm:w-auto">
          {nada ? 'Nenhuma alteração pendente.' : `Alterações não salvas em: ${nomes(alteradas)}`}
        </p>
      }
    >
      <Button
        variant="outline"
        className="min-h-11"
        aria-disabled={nada || salvando || undefined}
        onClick={() => {
          if (nada || salvando) return;
          descartarTodas();
          setResultado({ tipo: 'ok', texto: 'Alterações descartadas.' });
        }}
      >
        <Undo2 aria-hidden="true" />
        Cancelar
      </Button>
      <BotaoSalvar indisponivel={nada || salvando} onSalvar={() => void salvar()}>
        <Save aria-hidden="true" />
        {salvando ? 'Salvando...' : 'Salvar Todas as Configurações'}
      </BotaoSalvar>
    </BarraDeSalvar>
  );
}
