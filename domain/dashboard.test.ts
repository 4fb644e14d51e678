import { describe, expect, it } from 'vitest';
import { diaLetivoAnterior, fraseAtividade, quandoFoi } from './dashboard';

describe('fraseAtividade', () => {
  it('says who launched which grades, of which subject and class', () => {
    expect(
      fraseAtividade({
        acao: 'lancar_notas',
        entidade: 'notas',
        quem: 'Carlos Lima',
        turma: '6º Ano A',
        disciplina: 'Matemática',
        bimestre: 1,
      }),
    ).toBe('Carlos Lima lançou as notas do 1º bimestre de Matemática — 6º Ano A');
    // A subject named after its grade is said by its component: the class says the grade.
    expect(
      fraseAtividade({
        acao: 'lancar_notas',
        entidade: 'notas',
        quem: 'Você',
        turma: '6º Ano A',
        disciplina: 'Matemática — 6º Ano',
        bimestre: 2,
      }),
    ).toBe('Você lançou as notas do 2º bimestre de Matemática — 6º Ano A');
  });

  it("says the roll call's subject, day and class", () => {
    expect(
      fraseAtividade({
        acao: 'registrar_chamada',
        entidade: 'frequencia',
        quem: 'Carlos Lima',
        turma: '6º Ano A',
        disciplina: 'Matemática',
        data: '2026-03-09',
      }),
    ).toBe('Carlos Lima registrou a chamada de Matemática de 09/03 — 6º Ano A');
  });

  it('names what was created, changed or enrolled, never the audit codes', () => {
    expect(fraseAtividade({ acao: 'criar', entidade: 'escola', quem: 'Ana Souza', alvo: 'EMEF Tiradentes' })).toBe(
      'Ana Souza criou a escola EMEF Tiradentes',
    );
    expect(fraseAtividade({ acao: 'criar', entidade: 'aluno', quem: 'Ana Souza', alvo: 'Lucas Almeida' })).toBe(
      'Ana Souza cadastrou o aluno Lucas Almeida',
    );
    expect(
      fraseAtividade({ acao: 'matricular', entidade: 'matricula', quem: 'Ana Souza', alvo: 'Lucas Almeida', turma: '6º Ano A' }),
    ).toBe('Ana Souza matriculou Lucas Almeida na turma 6º Ano A');
    expect(
      fraseAtividade({
        acao: 'atualizar',
        entidade: 'nota',
        quem: 'Carlos Lima',
        alvo: 'Lucas Almeida',
        turma: '6º Ano A',
        disciplina: 'Matemática — 6º Ano',
      }),
    ).toBe('Carlos Lima alterou as notas de Lucas Almeida em Matemática — 6º Ano A');
    expect(fraseAtividade({ acao: 'atualizar', entidade: 'configuracao', quem: 'Você', alvo: 'notificacoes' })).toBe(
      'Você alterou as preferências de notificação',
    );
    expect(fraseAtividade({ acao: 'login', entidade: 'sessao', quem: 'Você' })).toBe('Você entrou no sistema');
    expect(fraseAtividade({ acao: 'backup_automatico', entidade: 'backup', quem: null })).toBe(
      'O sistema fez o backup automático',
    );
    for (const frase of [
      fraseAtividade({ acao: 'desativar', entidade: 'disciplina', quem: 'Ana', alvo: 'Artes' }),
      fraseAtividade({ acao: 'deletar', entidade: 'turma', quem: 'Ana' }),
    ])
      expect(frase).not.toMatch(/_|deletar|desativar /);
  });
});

describe('diaLetivoAnterior and quandoFoi', () => {
  it('takes the weekday before, skipping the weekend, and names it', () => {
    // 2026-11-24 is a Tuesday; 2026-11-23 a Monday.
    expect(diaLetivoAnterior('2026-11-24')).toBe('2026-11-23');
    expect(quandoFoi('2026-11-23', '2026-11-24')).toBe('ontem');
    expect(diaLetivoAnterior('2026-11-23')).toBe('2026-11-20');
    expect(quandoFoi('2026-11-20', '2026-11-23')).toBe('sexta-feira');
    expect(diaLetivoAnterior('2026-11-22')).toBe('2026-11-20');
    expect(diaLetivoAnterior('2026-03-02')).toBe('2026-02-27');
  });
});
