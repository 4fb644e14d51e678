import { describe, expect, it } from 'vitest';
import { REGRAS_PADRAO } from '../avaliacao/regras';
import { corDaFrequencia, corDaMedia, limiaresDaRede } from './cores';
import { type EntradaDoStatus, resumirRelatorio, statusDoRelatorio } from './status';

const aberto: EntradaDoStatus = { anoEncerrado: false, situacao: 'cursando', media: 7, recuperacao: null, mediaFinal: 7 };
const regras = { media_aprovacao: 7, media_recuperacao: 5 };

describe('statusDoRelatorio', () => {
  it('while the year runs, by the average against the network’s passing and recovery grades', () => {
    expect(statusDoRelatorio(aberto, regras)).toBe('aprovado');
    expect(statusDoRelatorio({ ...aberto, media: 6.99 }, regras)).toBe('recuperacao');
    expect(statusDoRelatorio({ ...aberto, media: 5 }, regras)).toBe('recuperacao');
    expect(statusDoRelatorio({ ...aberto, media: 4.95 }, regras)).toBe('reprovado');
    expect(statusDoRelatorio({ ...aberto, media: null }, regras)).toBe('sem_notas');
    // Another network's regimento: 6 to pass, 4 to recover.
    expect(statusDoRelatorio({ ...aberto, media: 6 }, { media_aprovacao: 6, media_recuperacao: 4 })).toBe('aprovado');
    expect(statusDoRelatorio({ ...aberto, media: 4.5 }, { media_aprovacao: 6, media_recuperacao: 4 })).toBe('recuperacao');
  });

  it('a recuperação final already typed decides, as the Fechamento Anual would', () => {
    expect(statusDoRelatorio({ ...aberto, media: 5, recuperacao: 8, mediaFinal: 8 }, regras)).toBe('aprovado_recuperacao');
    expect(statusDoRelatorio({ ...aberto, media: 5, recuperacao: 4, mediaFinal: 5 }, regras)).toBe('reprovado');
    expect(
      statusDoRelatorio({ ...aberto, media: 5, recuperacao: 6, mediaFinal: 6 }, { ...regras, media_apos_recuperacao: 6 }),
    ).toBe('aprovado_recuperacao');
  });

  it('a subject that fails nobody on grades approves; a student who left keeps that status', () => {
    expect(statusDoRelatorio({ ...aberto, media: 2, reprovaPorNota: false }, regras)).toBe('aprovado');
    expect(statusDoRelatorio({ ...aberto, situacao: 'transferido' }, regras)).toBe('transferido');
    expect(statusDoRelatorio({ ...aberto, situacao: 'abandono', anoEncerrado: true }, regras)).toBe('abandono');
  });

  it('once the year is finished, the final situation', () => {
    const fim = { ...aberto, anoEncerrado: true };
    expect(statusDoRelatorio({ ...fim, situacao: 'reprovado_falta', media: 9 }, regras)).toBe('reprovado_falta');
    expect(statusDoRelatorio({ ...fim, situacao: 'aprovado_recuperacao', media: 5 }, regras)).toBe('aprovado_recuperacao');
    expect(statusDoRelatorio({ ...fim, situacao: 'reprovado', media: 6 }, regras)).toBe('reprovado');
  });
});

describe('resumirRelatorio', () => {
  it('counts students by their worst row and averages the rows’ averages', () => {
    const r = resumirRelatorio([
      { aluno_id: 'a', media: 8, status: 'aprovado' },
      { aluno_id: 'a', media: 9, status: 'aprovado_recuperacao' },
      { aluno_id: 'b', media: 6, status: 'recuperacao' },
      { aluno_id: 'b', media: 8, status: 'aprovado' },
      { aluno_id: 'c', media: 3, status: 'reprovado' },
      { aluno_id: 'c', media: 6, status: 'recuperacao' },
      { aluno_id: 'd', media: null, status: 'sem_notas' },
    ]);
    expect(r).toEqual({ total_alunos: 4, aprovados: 1, recuperacao: 1, media: 6.67 });
    expect(resumirRelatorio([])).toEqual({ total_alunos: 0, aprovados: 0, recuperacao: 0, media: null });
  });
});

describe('cores', () => {
  it('the screen’s figures for the default network', () => {
    const l = limiaresDaRede(REGRAS_PADRAO);
    expect([7, 6.9, 5, 4.9, null].map((m) => corDaMedia(m, l))).toEqual(['verde', 'amarelo', 'amarelo', 'vermelho', null]);
    expect([90, 89.9, 75, 74.9, null].map((f) => corDaFrequencia(f, l))).toEqual([
      'verde',
      'amarelo',
      'amarelo',
      'vermelho',
      null,
    ]);
  });

  it('the network’s own passing, recovery and minimum attendance where they differ', () => {
    const l = limiaresDaRede({ media_aprovacao: 6, media_recuperacao: 4, frequencia_minima: 80 });
    expect([6, 5.9, 4, 3.9].map((m) => corDaMedia(m, l))).toEqual(['verde', 'amarelo', 'amarelo', 'vermelho']);
    expect([90, 80, 79.9].map((f) => corDaFrequencia(f, l))).toEqual(['verde', 'amarelo', 'vermelho']);
  });
});
