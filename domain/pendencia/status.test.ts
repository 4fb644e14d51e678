import { describe, expect, it } from 'vitest';
import { MENSAGENS_STATUS_PENDENCIA as MSG, acoesDaPendencia, transicaoDaPendencia } from './status';
import type { StatusPendencia } from './tipos';

const HOJE = '2026-05-12';
const manual = (status: StatusPendencia) => ({ status, origem: 'manual' as const });
const gerada = (status: StatusPendencia) => ({ status, origem: 'chamada_ausente' as const });

describe('transições de uma pendência', () => {
  it('pendente → em andamento → resolvida, um passo por ação, com a data de hoje da rede', () => {
    expect(transicaoDaPendencia('iniciar', manual('pendente'), { hoje: HOJE })).toEqual({
      status: 'em_andamento',
      data_resolucao: null,
      motivo_cancelamento: null,
    });
    expect(transicaoDaPendencia('resolver', manual('em_andamento'), { hoje: HOJE })).toEqual({
      status: 'resolvida',
      data_resolucao: HOJE,
      motivo_cancelamento: null,
    });
  });

  it('não pula passos nem volta', () => {
    expect(transicaoDaPendencia('resolver', manual('pendente'), { hoje: HOJE })).toEqual({ recusa: MSG.resolver });
    expect(transicaoDaPendencia('iniciar', manual('em_andamento'), { hoje: HOJE })).toEqual({ recusa: MSG.iniciar });
    expect(transicaoDaPendencia('iniciar', manual('resolvida'), { hoje: HOJE })).toEqual({ recusa: MSG.iniciar });
    expect(transicaoDaPendencia('reabrir', manual('pendente'), { hoje: HOJE })).toEqual({ recusa: MSG.reabrir });
  });

  it('cancela de pendente ou em andamento guardando o motivo, nunca de resolvida ou cancelada', () => {
    for (const s of ['pendente', 'em_andamento'] as const)
      expect(transicaoDaPendencia('cancelar', manual(s), { hoje: HOJE, motivo: '  Aluno transferido ' })).toEqual({
        status: 'cancelada',
        data_resolucao: null,
        motivo_cancelamento: 'Aluno transferido',
      });
    for (const s of ['resolvida', 'cancelada'] as const)
      expect(transicaoDaPendencia('cancelar', manual(s), { hoje: HOJE, motivo: 'x' })).toEqual({ recusa: MSG.cancelar });
  });

  it('reabre uma resolvida ou cancelada como pendente, sem data de resolução nem motivo', () => {
    for (const s of ['resolvida', 'cancelada'] as const)
      expect(transicaoDaPendencia('reabrir', manual(s), { hoje: HOJE })).toEqual({
        status: 'pendente',
        data_resolucao: null,
        motivo_cancelamento: null,
      });
  });

  it('uma pendência gerada pelo sistema resolve-se corrigindo a causa; à mão, inicia-se ou cancela-se com motivo', () => {
    expect(transicaoDaPendencia('iniciar', gerada('pendente'), { hoje: HOJE })).toMatchObject({ status: 'em_andamento' });
    expect(transicaoDaPendencia('resolver', gerada('em_andamento'), { hoje: HOJE })).toEqual({ recusa: MSG.geradaResolver });
    expect(transicaoDaPendencia('cancelar', gerada('pendente'), { hoje: HOJE, motivo: 'Não houve aula' })).toEqual({
      status: 'cancelada',
      data_resolucao: null,
      motivo_cancelamento: 'Não houve aula',
    });
    expect(transicaoDaPendencia('reabrir', gerada('resolvida'), { hoje: HOJE })).toEqual({ recusa: MSG.geradaReabrir });
    expect(transicaoDaPendencia('reabrir', gerada('cancelada'), { hoje: HOJE })).toMatchObject({ status: 'pendente' });
  });

  it('as ações oferecidas em cada status', () => {
    expect(acoesDaPendencia(manual('pendente'))).toEqual(['iniciar', 'cancelar']);
    expect(acoesDaPendencia(manual('em_andamento'))).toEqual(['resolver', 'cancelar']);
    expect(acoesDaPendencia(manual('resolvida'))).toEqual(['reabrir']);
    expect(acoesDaPendencia(manual('cancelada'))).toEqual(['reabrir']);
    expect(acoesDaPendencia(gerada('pendente'))).toEqual(['iniciar', 'cancelar']);
    expect(acoesDaPendencia(gerada('em_andamento'))).toEqual(['cancelar']);
    expect(acoesDaPendencia(gerada('resolvida'))).toEqual([]);
    expect(acoesDaPendencia(gerada('cancelada'))).toEqual(['reabrir']);
  });
});
