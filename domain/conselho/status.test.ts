import { describe, expect, it } from 'vitest';
import {
  RECUSA_DO_STATUS,
  TRANSICOES,
  disciplinasSemFechamento,
  permiteNoStatus,
  recusaDoStatus,
  recusaSemFechamentos,
  rotuloDoConselho,
} from './status';

describe('what each status allows', () => {
  it.each([
    ['agendado', ['editar', 'excluir', 'iniciar']],
    ['em_andamento', ['editar', 'finalizar', 'decidir', 'presenca']],
    ['finalizado', ['corrigir']],
  ] as const)('%s allows only %j', (status, permitidas) => {
    for (const acao of Object.keys(RECUSA_DO_STATUS) as (keyof typeof RECUSA_DO_STATUS)[]) {
      expect(permiteNoStatus(status, acao), `${status} ${acao}`).toBe((permitidas as readonly string[]).includes(acao));
    }
  });

  it('a refused action answers its message; an allowed one null', () => {
    expect(recusaDoStatus('finalizado', 'decidir')).toBe(RECUSA_DO_STATUS.decidir);
    expect(recusaDoStatus('finalizado', 'editar')).toBe(RECUSA_DO_STATUS.editar);
    expect(recusaDoStatus('em_andamento', 'decidir')).toBeNull();
  });

  it('one step per action, and a correction goes back to em_andamento', () => {
    expect(TRANSICOES.iniciar).toEqual({ de: 'agendado', para: 'em_andamento' });
    expect(TRANSICOES.finalizar).toEqual({ de: 'em_andamento', para: 'finalizado' });
    expect(TRANSICOES.corrigir).toEqual({ de: 'finalizado', para: 'em_andamento' });
  });
});

describe('the bimester closings before the council starts', () => {
  const disciplinas = [
    { id: 'm', nome: 'Matemática' },
    { id: 'p', nome: 'Língua Portuguesa' },
    { id: 'c', nome: 'Ciências' },
  ];

  it('names the subjects with no closing or an open one, by name', () => {
    const fechamentos = [
      { disciplina_id: 'm', status: 'finalizado' },
      { disciplina_id: 'p', status: 'em_andamento' },
    ];
    expect(disciplinasSemFechamento(disciplinas, fechamentos)).toEqual(['Ciências', 'Língua Portuguesa']);
  });

  it('finalizado and aprovado both count as done', () => {
    const fechamentos = [
      { disciplina_id: 'm', status: 'finalizado' },
      { disciplina_id: 'p', status: 'aprovado' },
      { disciplina_id: 'c', status: 'finalizado' },
    ];
    expect(disciplinasSemFechamento(disciplinas, fechamentos)).toEqual([]);
  });

  it('the refusal names the bimestre and what is missing', () => {
    expect(recusaSemFechamentos(2, ['Ciências', 'Matemática'])).toBe(
      'O conselho do 2º bimestre só pode ser iniciado depois que todos os fechamentos do bimestre estiverem finalizados. Falta finalizar: Ciências, Matemática.',
    );
  });

  it('labels', () => {
    expect(rotuloDoConselho(null)).toBe('Conselho final');
    expect(rotuloDoConselho(3)).toBe('3º Bimestre');
  });
});
