import { describe, expect, it } from 'vitest';
import {
  type CalendarioLetivo,
  aulasPrevistas,
  bimestreDaData,
  bimestreDaTrava,
  bimestreDoRegistro,
  bimestresAlterados,
  calendarioPadrao,
  contagemDeDiasLetivos,
  diasLetivos,
  diasLetivosDoBimestre,
  ehDiaLetivo,
  feriadosNacionais,
  motivoDiaNaoLetivo,
  validarCalendario,
} from './index';
import { diaDaSemana, ehDataIso, pascoa } from './datas';

describe('pascoa', () => {
  it('matches known Easter Sundays', () => {
    expect(pascoa(2024)).toBe('2024-03-31');
    expect(pascoa(2025)).toBe('2025-04-20');
    expect(pascoa(2026)).toBe('2026-04-05');
    expect(pascoa(2027)).toBe('2027-03-28');
    expect(pascoa(2038)).toBe('2038-04-25');
  });
});

describe('feriadosNacionais', () => {
  it('has Carnaval Monday and Tuesday, Sexta-feira Santa and Corpus Christi from Easter', () => {
    const f = feriadosNacionais(2026);
    const por = (descricao: string) => f.filter((d) => d.descricao === descricao).map((d) => d.data);
    expect(por('Carnaval')).toEqual(['2026-02-16', '2026-02-17']);
    expect(por('Sexta-feira Santa')).toEqual(['2026-04-03']);
    expect(por('Corpus Christi')).toEqual(['2026-06-04']);
    expect(por('Tiradentes')).toEqual(['2026-04-21']);
    expect(f).toHaveLength(13);
  });
});

describe('calendarioPadrao', () => {
  const c2026 = calendarioPadrao(2026);

  it('2026: 2 Feb to 18 Dec, four bimestres with the July recesso, closings ten days later', () => {
    expect(c2026.inicio).toBe('2026-02-02');
    expect(c2026.fim).toBe('2026-12-18');
    expect(c2026.bimestres).toEqual([
      { inicio: '2026-02-02', fim: '2026-04-24', prazo: '2026-05-04' },
      { inicio: '2026-04-27', fim: '2026-07-03', prazo: '2026-07-13' },
      { inicio: '2026-07-20', fim: '2026-09-25', prazo: '2026-10-05' },
      { inicio: '2026-09-28', fim: '2026-12-18', prazo: '2026-12-28' },
    ]);
    expect(c2026.dias.map((d) => d.descricao)).toContain('Tiradentes');
    expect(c2026.dias.every((d) => diaDaSemana(d.data) !== 0 && diaDaSemana(d.data) !== 6)).toBe(true);
  });

  it('every year from 2000 to 2100: valid, at least 200 school days, the demo periods inside bimestres 1 and 2', () => {
    for (let ano = 2000; ano <= 2100; ano++) {
      const cal = calendarioPadrao(ano);
      expect(validarCalendario(cal), String(ano)).toEqual({});
      const { ano: total, bimestres } = contagemDeDiasLetivos(cal);
      expect(total, String(ano)).toBeGreaterThanOrEqual(200);
      expect(bimestres.reduce((s, n) => s + n, 0)).toBe(total);
      expect(cal.bimestres[0].inicio <= `${ano}-02-09` && cal.bimestres[0].fim >= `${ano}-04-17`, String(ano)).toBe(true);
      expect(cal.bimestres[1].inicio <= `${ano}-04-27` && cal.bimestres[1].fim >= `${ano}-07-03`, String(ano)).toBe(true);
      expect(diaDaSemana(cal.inicio)).toBe(1);
      expect(diaDaSemana(cal.fim)).toBe(5);
      for (const b of cal.bimestres) expect([0, 6]).not.toContain(diaDaSemana(b.prazo));
    }
  });
});

describe('school days', () => {
  const cal = calendarioPadrao(2026);

  it('weekdays inside a bimestre are school days; weekends, holidays and the recesso are not', () => {
    expect(ehDiaLetivo(cal, '2026-03-10')).toBe(true);
    expect(ehDiaLetivo(cal, '2026-03-14')).toBe(false);
    expect(motivoDiaNaoLetivo(cal, '2026-04-21')).toBe('A data 21/04/2026 não é dia letivo (Tiradentes).');
    expect(motivoDiaNaoLetivo(cal, '2026-03-15')).toBe('A data 15/03/2026 não é dia letivo (domingo).');
    expect(motivoDiaNaoLetivo(cal, '2026-07-08')).toBe(
      'A data 08/07/2026 não é dia letivo (recesso entre o 2º e o 3º bimestre).',
    );
    expect(motivoDiaNaoLetivo(cal, '2026-01-15')).toBe('A data está fora do ano letivo de 2026 (02/02/2026 a 18/12/2026).');
    expect(motivoDiaNaoLetivo(cal, '2026-12-21')).toBe('A data está fora do ano letivo de 2026 (02/02/2026 a 18/12/2026).');
    expect(motivoDiaNaoLetivo(cal, '2026-03-10')).toBeNull();
  });

  it('an extra school day counts (sábado letivo, reposição in the recesso), a non-school day does not', () => {
    const proprio: CalendarioLetivo = {
      ...cal,
      dias: [
        ...cal.dias,
        { data: '2026-03-14', tipo: 'letivo_extra', descricao: 'Sábado letivo' },
        { data: '2026-07-08', tipo: 'letivo_extra', descricao: 'Reposição' },
        { data: '2026-03-10', tipo: 'nao_letivo', descricao: 'Aniversário da cidade' },
      ],
    };
    expect(ehDiaLetivo(proprio, '2026-03-14')).toBe(true);
    expect(ehDiaLetivo(proprio, '2026-07-08')).toBe(true);
    expect(bimestreDaData(proprio, '2026-07-08')).toBeNull();
    expect(bimestreDoRegistro(proprio, '2026-07-08')).toBe(2);
    expect(motivoDiaNaoLetivo(proprio, '2026-03-10')).toBe('A data 10/03/2026 não é dia letivo (Aniversário da cidade).');
    const antes = contagemDeDiasLetivos(cal);
    const depois = contagemDeDiasLetivos(proprio);
    expect(depois.bimestres).toEqual([
      antes.bimestres[0]! + 1 - 1,
      antes.bimestres[1]! + 1,
      antes.bimestres[2],
      antes.bimestres[3],
    ]);
    expect(depois.ano).toBe(antes.ano + 1);
  });

  it('bimestreDaData: 1–4 inside, null between and outside', () => {
    expect(bimestreDaData(cal, '2026-02-02')).toBe(1);
    expect(bimestreDaData(cal, '2026-04-27')).toBe(2);
    expect(bimestreDaData(cal, '2026-07-10')).toBeNull();
    expect(bimestreDaData(cal, '2026-08-03')).toBe(3);
    expect(bimestreDaData(cal, '2026-12-18')).toBe(4);
    expect(bimestreDaData(cal, '2026-12-19')).toBeNull();
  });

  it('diasLetivos counts a range; diasLetivosDoBimestre and aulasPrevistas follow the school days', () => {
    // 2–13 Feb 2026: ten weekdays, none a holiday (Carnaval is 16–17 Feb).
    expect(diasLetivos(cal, '2026-02-01', '2026-02-14')).toHaveLength(10);
    expect(diasLetivos(cal, '2026-02-16', '2026-02-20')).toEqual(['2026-02-18', '2026-02-19', '2026-02-20']);
    const { bimestres, ano } = contagemDeDiasLetivos(cal);
    expect(diasLetivosDoBimestre(cal, 1)).toHaveLength(bimestres[0]!);
    expect(aulasPrevistas(cal, 1, 200)).toBe(Math.round((200 * bimestres[0]!) / ano));
    const soma = [1, 2, 3, 4].reduce((s, b) => s + aulasPrevistas(cal, b, 80), 0);
    expect(Math.abs(soma - 80)).toBeLessThanOrEqual(2);
  });
});

describe('validarCalendario', () => {
  const cal = calendarioPadrao(2026);

  it('names each wrong field in pt-BR', () => {
    const [b1, b2, b3, b4] = cal.bimestres;
    const erros = validarCalendario({
      ...cal,
      inicio: '2026-02-30',
      bimestres: [{ ...b1, prazo: '2026-04-01' }, { ...b2, inicio: '2026-04-20' }, { ...b3, fim: '2026-07-01' }, b4],
      dias: [
        { data: '2026-03-02', tipo: 'nao_letivo', descricao: 'Um' },
        { data: '2026-03-02', tipo: 'nao_letivo', descricao: 'Dois' },
        { data: '2026-12-30', tipo: 'letivo_extra', descricao: '' },
      ],
    });
    expect(erros).toEqual({
      inicio: 'Data inválida',
      'bimestres.0.prazo': 'O prazo de fechamento deve ser no fim do bimestre ou depois',
      'bimestres.1.inicio': 'O 2º bimestre deve começar depois do fim do 1º',
      'bimestres.2.fim': 'O fim do 3º bimestre deve ser depois do início',
      'dias.1.data': 'Data repetida',
      'dias.2.descricao': 'Descrição é obrigatória',
    });
    expect(validarCalendario({ ...cal, bimestres: [b1, b2, b3, { ...b4, fim: '2026-12-22' }] })).toEqual({
      'bimestres.3.fim': 'O 4º bimestre deve ficar dentro do ano letivo',
    });
    expect(validarCalendario({ ...cal, fim: '2026-01-10' })).toMatchObject({ fim: 'O término deve ser depois do início' });
    expect(validarCalendario({ ...cal, inicio: '2025-02-02' })).toEqual({ inicio: 'O início do ano letivo deve estar em 2026' });
    expect(validarCalendario({ ...cal, dias: [{ data: '2026-12-30', tipo: 'nao_letivo', descricao: 'x' }] })).toEqual({
      'dias.0.data': 'A data deve estar dentro do ano letivo',
    });
  });
});

describe('bimestreDaTrava', () => {
  const cal = calendarioPadrao(2026);

  it('is the bimestre of the record inside the year, the 1st before it and the 4th after it', () => {
    expect(bimestreDaTrava(cal, '2026-04-24')).toBe(1);
    expect(bimestreDaTrava(cal, '2026-04-27')).toBe(2);
    // The July recess locks with the 2nd bimestre, which just ended.
    expect(bimestreDaTrava(cal, '2026-07-10')).toBe(2);
    expect(bimestreDaTrava(cal, '2026-01-15')).toBe(1);
    expect(bimestreDaTrava(cal, '2026-12-28')).toBe(4);
  });
});

describe('bimestresAlterados', () => {
  const cal = calendarioPadrao(2026);
  const [b1, b2, b3, b4] = cal.bimestres;
  const com = (mudanca: Partial<CalendarioLetivo>): CalendarioLetivo => ({ ...cal, ...mudanca });

  it('names the bimestres a day leaves or joins, or in which a day turns school or non-school', () => {
    expect(bimestresAlterados(cal, cal)).toEqual([]);
    // The 1st bimestre one week shorter, the 2nd starting a week earlier: 20–24 April move to the 2nd.
    expect(
      bimestresAlterados(cal, com({ bimestres: [{ ...b1, fim: '2026-04-17' }, { ...b2, inicio: '2026-04-20' }, b3, b4] })),
    ).toEqual([1, 2]);
    // Only the 1st shorter: those days stay with it (recesso) but are no longer school days.
    expect(bimestresAlterados(cal, com({ bimestres: [{ ...b1, fim: '2026-04-17' }, b2, b3, b4] }))).toEqual([1]);
    const naoLetivo = { data: '2026-08-12', tipo: 'nao_letivo' as const, descricao: 'Aniversário da cidade' };
    expect(bimestresAlterados(cal, com({ dias: [...cal.dias, naoLetivo] }))).toEqual([3]);
    // A Saturday reposição in the July recess belongs to the 2nd.
    const reposicao = { data: '2026-07-11', tipo: 'letivo_extra' as const, descricao: 'Reposição' };
    expect(bimestresAlterados(cal, com({ dias: [...cal.dias, reposicao] }))).toEqual([2]);
    // The 3rd starting in the recess takes days from the 2nd.
    expect(bimestresAlterados(cal, com({ bimestres: [b1, b2, { ...b3, inicio: '2026-07-13' }, b4] }))).toEqual([2, 3]);
    // The year starting a week later.
    expect(
      bimestresAlterados(cal, com({ inicio: '2026-02-09', bimestres: [{ ...b1, inicio: '2026-02-09' }, b2, b3, b4] })),
    ).toEqual([1]);
    expect(bimestresAlterados(cal, com({ fim: '2026-12-22', bimestres: [b1, b2, b3, { ...b4, fim: '2026-12-22' }] }))).toEqual([
      4,
    ]);
  });

  it('leaves out what moves no day: deadlines, descriptions, the order of the special days', () => {
    expect(bimestresAlterados(cal, com({ bimestres: [{ ...b1, prazo: '2026-12-31' }, b2, b3, b4] }))).toEqual([]);
    expect(
      bimestresAlterados(cal, com({ dias: cal.dias.map((d) => ({ ...d, descricao: `${d.descricao} (nacional)` })) })),
    ).toEqual([]);
    expect(bimestresAlterados(cal, com({ dias: [...cal.dias].reverse() }))).toEqual([]);
  });
});

describe('ehDataIso', () => {
  it('refuses what is not a real date without throwing', () => {
    expect(ehDataIso('2026-02-28')).toBe(true);
    for (const v of ['0000-00-00', '2026-02-31', '2026-13-01', '2026-2-1', '', 20260228]) expect(ehDataIso(v)).toBe(false);
    expect(validarCalendario({ ...calendarioPadrao(2026), inicio: '0000-00-00' })).toEqual({ inicio: 'Data inválida' });
  });
});
