import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  FREQUENCIA_LABEL,
  FREQUENCIAS_BACKUP,
  type FrequenciaBackup,
  RETENCAO_LABEL,
  RETENCOES_BACKUP,
  type RetencaoBackup,
} from '../../../../../domain/backup';
import { FormField } from '../../../../components/form-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Select } from '../../../../components/ui/select';
import { ApiError } from '../../../../lib/api';
import { dateTime } from '../../../../lib/format';
import { useSaveBackupConfig } from '../../api/backup-actions';
import { type Backups, backupsQueryOptions } from '../../api/carregar-backups';
import { useRegistrarAba } from '../../../../components/config-forms';
import { Caixa } from '../customizacao/campos';

type Config = { automatico: boolean; frequencia: FrequenciaBackup; retencaoDias: RetencaoBackup };
const deDados = (c: Backups['configuracao']): Config => ({
  automatico: c.automatico,
  frequencia: c.frequencia,
  retencaoDias: c.retencaoDias,
});

/** Frequency, retention, whether automatic backup is on, and the real last backup. */
export function BackupConfigCard({ dados }: { dados: Backups }) {
  const queryClient = useQueryClient();
  const salvar = useSaveBackupConfig();
  const [base, setBase] = useState(() => deDados(dados.configuracao));
  const [config, setConfig] = useState(base);
  const [versao, setVersao] = useState(dados.configuracao.updated_at);
  const dirty = JSON.stringify(config) !== JSON.stringify(base);

  useRegistrarAba('backup', {
    dirty,
    save: async () => {
      try {
        const salvo = await salvar.mutateAsync({ ...config, updated_at: versao });
        setVersao(salvo.updated_at);
        setBase(deDados(salvo));
        setConfig(deDados(salvo));
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          const atual = await queryClient.fetchQuery({ ...backupsQueryOptions, staleTime: 0 }).catch(() => null);
          if (atual) setVersao(atual.configuracao.updated_at);
        }
        throw error;
      }
    },
    reset: () => setConfig(base),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Backup automático</CardTitle>
        <CardDescription>
          Enquanto o servidor está no ar, um backup é feito na frequência escolhida; os mais antigos que a retenção são apagados
          (o mais recente fica sempre).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Caixa
            id="backup-automatico"
            label="Backup automático ativado"
            checked={config.automatico}
            onChange={(automatico) => setConfig((c) => ({ ...c, automatico }))}
          />
        </div>
        <FormField id="backup-frequencia" label="Frequência">
          <Select
            id="backup-frequencia"
            value={config.frequencia}
            onChange={(e) => setConfig((c) => ({ ...c, frequencia: e.target.value as FrequenciaBackup }))}
          >
            {FREQUENCIAS_BACKUP.map((f) => (
              <option key={f} value={f}>
                {FREQUENCIA_LABEL[f]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="backup-retencao" label="Retenção">
          <Select
            id="backup-retencao"
            value={config.retencaoDias}
            onChange={(e) => setConfig((c) => ({ ...c, retencaoDias: Number(e.target.value) as RetencaoBackup }))}
          >
            {RETENCOES_BACKUP.map((r) => (
              <option key={r} value={r}>
                {RETENCAO_LABEL[r]}
              </option>
            ))}
          </Select>
        </FormField>
        <dl className="grid gap-1 text-sm sm:col-span-2">
          <div className="flex gap-2">
            <dt className="font-medium text-slate-800">Último backup:</dt>
            <dd className="text-slate-700" data-testid="ultimo-backup">
              {dados.ultimo ? dateTime(dados.ultimo.criado_em) : 'Nenhum backup realizado'}
            </dd>
          </div>
          <div className="flex gap-2">
            <dt className="font-medium text-slate-800">Backup automático:</dt>
            <dd className="text-slate-700">
              {dados.configuracao.automatico
                ? `Ativado${dados.proximo ? ` (próximo por volta de ${dateTime(dados.proximo)})` : ''}`
                : 'Desativado'}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
