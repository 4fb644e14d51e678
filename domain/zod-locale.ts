import { z } from 'zod';

/** Validation messages that no schema overrides still reach people in Brazilian Portuguese. */
z.config(z.locales.ptBR());
