import { describe, expect, it } from 'vitest';
import type { SituacaoFinal } from '../avaliacao/resultado-final';
import { PARECER_MENSAGENS as M, parecerDoResultado, situacaoComParecer, validarParecer } from './parecer';
import type { Parecer } from './tipos';

describe('parecer conclusivo do conselho final', () => {
  it('o parecer que corresponde a cada resultado calculado', () => {
    expect(parecerDoResultado('aprovado')).toBe('aprovado');
    expect(parecerDoResultado('aprovado_recuperacao')).toBe('aprovado');
    expect(parecerDoResultado('reprovado')).toBe('reprovado');
    expect(parecerDoResultado('reprovado_falta')).toBe('reprovado_por_falta');
    expect(parecerDoResultado('cursando')).toBeNull();
    expect(parecerDoResultado('transferido')).toBeNull();
    expect(parecerDoResultado('abandono')).toBeNull();
    expect(parecerDoResultado(null)).toBeNull();
  });

  type Caso = [string, SituacaoFinal | null, Parecer | null, string | null, boolean, { campo: string; mensagem: string } | null];
  const casos: Caso[] = [
    ['sem parecer, o calculado vale', 'reprovado', null, null, false, null],
    ['sem parecer nem resultado', null, null, null, false, null],
    ['igual ao calculado dispensa justificativa', 'aprovado', 'aprovado', null, false, null],
    ['aprovado após recuperação é aprovado', 'aprovado_recuperacao', 'aprovado', '', false, null],
    ['reprovado confirmado', 'reprovado', 'reprovado', null, false, null],
    ['reprovado por falta confirmado', 'reprovado_falta', 'reprovado_por_falta', null, false, null],
    [
      'aprovado pelo conselho sem justificativa',
      'reprovado',
      'aprovado_pelo_conselho',
      null,
      false,
      { campo: 'justificativa', mensagem: M.justificativa },
    ],
    [
      'justificativa em branco não conta',
      'reprovado',
      'aprovado_pelo_conselho',
      '   ',
      false,
      { campo: 'justificativa', mensagem: M.justificativa },
    ],
    ['aprovado pelo conselho justificado', 'reprovado', 'aprovado_pelo_conselho', 'Evolução no 4º bimestre', false, null],
    [
      'aprovado pelo conselho de quem foi aprovado',
      'aprovado',
      'aprovado_pelo_conselho',
      'x',
      false,
      { campo: 'parecer', mensagem: M.conselhoSoReprovado },
    ],
    [
      'aprovado pelo conselho de quem recuperou',
      'aprovado_recuperacao',
      'aprovado_pelo_conselho',
      'x',
      true,
      { campo: 'parecer', mensagem: M.conselhoSoReprovado },
    ],
    [
      'aprovar quem reprovou pede o parecer do conselho',
      'reprovado',
      'aprovado',
      'x',
      false,
      { campo: 'parecer', mensagem: M.aprovarComConselho },
    ],
    [
      'a rede não deixa superar a falta',
      'reprovado_falta',
      'aprovado_pelo_conselho',
      'x',
      false,
      { campo: 'parecer', mensagem: M.supera },
    ],
    ['a rede deixa superar a falta, justificado', 'reprovado_falta', 'aprovado_pelo_conselho', 'Atestados', true, null],
    [
      'a rede deixa superar a falta, sem justificativa',
      'reprovado_falta',
      'aprovado_pelo_conselho',
      null,
      true,
      { campo: 'justificativa', mensagem: M.justificativa },
    ],
    [
      'reprovar quem foi aprovado pede justificativa',
      'aprovado',
      'reprovado',
      null,
      false,
      { campo: 'justificativa', mensagem: M.justificativa },
    ],
    ['reprovar quem foi aprovado, justificado', 'aprovado', 'reprovado', 'Motivo', false, null],
    [
      'por nota em vez de por falta pede justificativa',
      'reprovado_falta',
      'reprovado',
      '',
      false,
      { campo: 'justificativa', mensagem: M.justificativa },
    ],
    ['transferido não recebe parecer', 'transferido', 'aprovado', 'x', true, { campo: 'parecer', mensagem: M.transferido }],
    ['abandono não recebe parecer', 'abandono', 'reprovado', 'x', true, { campo: 'parecer', mensagem: M.abandono }],
    ['cursando não recebe parecer', 'cursando', 'aprovado', 'x', true, { campo: 'parecer', mensagem: M.cursando }],
    ['sem resultado calculado', null, 'aprovado', null, false, { campo: 'parecer', mensagem: M.semResultado }],
  ];
  it.each(casos)('%s', (_, computado, parecer, justificativa, conselhoSuperaFalta, esperado) => {
    expect(validarParecer({ computado, parecer, justificativa, conselhoSuperaFalta })).toEqual(esperado);
  });

  it('as mensagens estão em português', () => {
    expect(M.justificativa).toBe('Justifique a decisão diferente do resultado calculado');
    expect(M.supera).toBe('A rede não permite ao conselho aprovar quem foi reprovado por falta');
  });

  it('a situação final com o parecer aplicado', () => {
    expect(situacaoComParecer('reprovado', 'aprovado_pelo_conselho')).toBe('aprovado_conselho');
    expect(situacaoComParecer('reprovado_falta', 'aprovado_pelo_conselho')).toBe('aprovado_conselho');
    expect(situacaoComParecer('aprovado_recuperacao', 'aprovado')).toBe('aprovado_recuperacao');
    expect(situacaoComParecer('reprovado', null)).toBe('reprovado');
    expect(situacaoComParecer('reprovado', 'reprovado')).toBe('reprovado');
    expect(situacaoComParecer('aprovado', 'reprovado')).toBe('reprovado');
    expect(situacaoComParecer('aprovado', 'reprovado_por_falta')).toBe('reprovado_falta');
    expect(situacaoComParecer('transferido', 'aprovado_pelo_conselho')).toBe('transferido');
  });
});
