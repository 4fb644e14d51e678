import { z } from 'zod';

/**
 * The `updated_at` an edit was loaded with (null while a setting has never been saved). Years
 * outside 1–9999 are refused here so no date the database rejects gets that far.
 */
export const versaoConfiguracao = z.iso
  .datetime({ offset: true, error: 'Versão do registro inválida' })
  .refine(
    (v) => {
      const ano = new Date(v).getUTCFullYear();
      return ano >= 1 && ano <= 9999;
    },
    { message: 'Versão do registro inválida' },
  )
  .nullable();
