import { Save, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useConfigForms } from './config-forms';
import { CONFIG_TAB_INFO } from './tabs-config';

/** 'Cancelar' discards every unsaved change; 'Salvar Todas as Configurações' saves them and says what was saved. */
export function SaveFooter() {
  const { alteradas, salvarTodas, descartarTodas } = useConfigForms();
  const [salvando, setSalvando] = useState(false);
  const nada = alteradas.length === 0;

  const salvar = async () => {
    setSalvando(true);
    try {
      const { salvas, falhas } = await salvarTodas();
      if (salvas.length) toast.success(`Configurações salvas: ${salvas.map((t) => CONFIG_TAB_INFO[t].label).join(', ')}`);
      for (const f of falhas) toast.error(`Não foi possível salvar ${CONFIG_TAB_INFO[f.tab].label}: ${f.mensagem}`);
    } finally {
      setSalvando(false);
    }
  };

  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-2 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
      <p className="mr-auto text-sm text-slate-600" aria-live="polite">
        {nada
          ? 'Nenhuma alteração pendente.'
          : `Alterações não salvas em: ${alteradas.map((t) => CONFIG_TAB_INFO[t].label).join(', ')}`}
      </p>
      <Button
        variant="outline"
        disabled={nada || salvando}
        onClick={() => {
          descartarTodas();
          toast.info('Alterações descartadas.');
        }}
      >
        <Undo2 aria-hidden="true" />
        Cancelar
      </Button>
      <Button disabled={nada || salvando} onClick={() => void salvar()}>
        <Save aria-hidden="true" />
        {salvando ? 'Salvando...' : 'Salvar Todas as Configurações'}
      </Button>
    </div>
  );
}
