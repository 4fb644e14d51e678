import { describe, expect, it } from 'vitest';
import { fraseAtividade } from '../dashboard';

describe("a closing's actions in the dashboard's recent activity", () => {
  it('says what was done, to which subject and class', () => {
    const base = { entidade: 'fechamento_bimestral', quem: 'Você', turma: '6º Ano A', disciplina: 'Matemática — 6º Ano' };
    expect(fraseAtividade({ ...base, acao: 'finalizar' })).toBe('Você finalizou o fechamento bimestral de Matemática — 6º Ano A');
    expect(fraseAtividade({ ...base, acao: 'reabrir' })).toBe('Você reabriu o fechamento bimestral de Matemática — 6º Ano A');
    expect(fraseAtividade({ ...base, acao: 'exportar', disciplina: null })).toBe(
      'Você exportou os fechamentos bimestrais — 6º Ano A',
    );
    // The audit log's own export keeps its sentence.
    expect(fraseAtividade({ acao: 'exportar', entidade: 'auditoria', quem: 'Ana' })).toBe('Ana exportou o log de auditoria');
  });
});
