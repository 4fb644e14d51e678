import { describe, expect, it } from 'vitest';
import { diasAte, prazoDaSolicitacao, prazoDoIncidente, situacaoDoPrazo } from './prazos';

describe('prazo da solicitação do titular (15 dias corridos)', () => {
  it('conta 15 dias a partir do recebimento, atravessando o mês e o ano', () => {
    expect(prazoDaSolicitacao('2026-03-02')).toBe('2026-03-17');
    expect(prazoDaSolicitacao('2026-12-20')).toBe('2027-01-04');
    expect(prazoDaSolicitacao('2028-02-20')).toBe('2028-03-06');
  });
});

describe('prazo do incidente (3 dias úteis)', () => {
  it('segunda → quinta; sexta → quarta (pula o fim de semana)', () => {
    expect(prazoDoIncidente('2026-03-02')).toBe('2026-03-05');
    expect(prazoDoIncidente('2026-03-06')).toBe('2026-03-11');
    // Found on a Saturday: Monday, Tuesday, Wednesday.
    expect(prazoDoIncidente('2026-03-07')).toBe('2026-03-11');
  });

  it('pula as folgas dadas (feriados da rede)', () => {
    // Carnaval 2026: 16 and 17 February (Monday and Tuesday).
    expect(prazoDoIncidente('2026-02-13', new Set(['2026-02-16', '2026-02-17']))).toBe('2026-02-20');
  });
});

describe('situação do prazo', () => {
  it('vencido depois do dia; vencendo até 5 dias antes (o próprio dia incluído); no prazo antes disso', () => {
    expect(situacaoDoPrazo('2026-03-10', '2026-03-11')).toBe('vencido');
    expect(situacaoDoPrazo('2026-03-10', '2026-03-10')).toBe('vencendo');
    expect(situacaoDoPrazo('2026-03-10', '2026-03-05')).toBe('vencendo');
    expect(situacaoDoPrazo('2026-03-10', '2026-03-04')).toBe('no_prazo');
    expect(diasAte('2026-03-10', '2026-03-04')).toBe(6);
    expect(diasAte('2026-03-10', '2026-03-12')).toBe(-2);
  });
});
