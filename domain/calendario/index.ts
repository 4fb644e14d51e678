import { dataBr, diaDaSemana, ehDataIso, ehFimDeSemana, pascoa, proximoDia, somarDias } from './datas';
import { type BimestreDoCalendario, type CalendarioLetivo, type DataIso, type DiaEspecial, TIPOS_DIA_ESPECIAL } from './tipos';

export * from './tipos';
export { dataBr, ehDataIso } from './datas';

/** The pt-BR texts of the calendar: the refusals of a roll call and the form's field messages. */
export const CALENDARIO_MENSAGENS = {
  naoLetivo: (data: DataIso, motivo: string) => `A data ${dataBr(data)} não é dia letivo (${motivo}).`,
  foraDoAno: (cal: Pick<CalendarioLetivo, 'ano' | 'inicio' | 'fim'>) =>
    `A data está fora do ano letivo de ${cal.ano} (${dataBr(cal.inicio)} a ${dataBr(cal.fim)}).`,
  sabado: 'sábado',
  domingo: 'domingo',
  recesso: (antes: number) => `recesso entre o ${antes}º e o ${antes + 1}º bimestre`,
  foraDosBimestres: 'fora dos bimestres',
  dataInvalida: 'Data inválida',
  inicioNoAno: (ano: number) => `O início do ano letivo deve estar em ${ano}`,
  fimNoAno: (ano: number) => `O término do ano letivo deve estar em ${ano}`,
  fimAntesDoInicio: 'O término deve ser depois do início',
  bimestreFimAntes: (b: number) => `O fim do ${b}º bimestre deve ser depois do início`,
  bimestreForaDoAno: (b: number) => `O ${b}º bimestre deve ficar dentro do ano letivo`,
  bimestreSobreposto: (b: number) => `O ${b}º bimestre deve começar depois do fim do ${b - 1}º`,
  prazoAntesDoFim: 'O prazo de fechamento deve ser no fim do bimestre ou depois',
  diaForaDoAno: 'A data deve estar dentro do ano letivo',
  diaRepetido: 'Data repetida',
  tipoInvalido: 'Tipo inválido',
  descricaoObrigatoria: 'Descrição é obrigatória',
  descricaoLonga: 'Descrição deve ter no máximo 100 caracteres',
} as const;

export const ROTULOS_TIPO_DIA: Record<DiaEspecial['tipo'], string> = {
  nao_letivo: 'Dia não letivo',
  letivo_extra: 'Dia letivo extra (sábado letivo, reposição)',
};

const FIXOS: [string, string][] = [
  ['01-01', 'Confraternização Universal'],
  ['04-21', 'Tiradentes'],
  ['05-01', 'Dia do Trabalho'],
  ['09-07', 'Independência do Brasil'],
  ['10-12', 'Nossa Senhora Aparecida'],
  ['11-02', 'Finados'],
  ['11-15', 'Proclamação da República'],
  ['11-20', 'Dia Nacional de Zumbi e da Consciência Negra'],
  ['12-25', 'Natal'],
];

/** The national holidays of a year (Carnaval: Monday and Tuesday; no Ash Wednesday), in date order. */
export function feriadosNacionais(ano: number): DiaEspecial[] {
  const p = pascoa(ano);
  const moveis: [DataIso, string][] = [
    [somarDias(p, -48), 'Carnaval'],
    [somarDias(p, -47), 'Carnaval'],
    [somarDias(p, -2), 'Sexta-feira Santa'],
    [somarDias(p, 60), 'Corpus Christi'],
  ];
  // Two holidays on one date (Tiradentes on Sexta-feira Santa) are one day off with both names.
  const porData = new Map<DataIso, string>();
  for (const [data, nome] of [...FIXOS.map(([md, nome]): [DataIso, string] => [`${ano}-${md}`, nome]), ...moveis])
    porData.set(data, porData.has(data) ? `${porData.get(data)} e ${nome}` : nome);
  return [...porData]
    .map(([data, descricao]) => ({ data, tipo: 'nao_letivo' as const, descricao }))
    .sort((a, b) => a.data.localeCompare(b.data));
}

/** The first weekday on or after `data` that is not a holiday. */
function diaUtil(data: DataIso, feriados: Set<DataIso>): DataIso {
  let d = data;
  while (ehFimDeSemana(d) || feriados.has(d)) d = somarDias(d, 1);
  return d;
}

/**
 * The calendar of a network that has not set its own: lessons from the first Monday on or after
 * 2 February to the Friday between 12 and 18 December; bimestres 1–2 back to back (the 1st ends on
 * the Friday between 18 and 24 April, the 2nd on the Friday between 3 and 9 July), two weeks of
 * recesso in July, bimestres 3–4 back to back (the 3rd ends on the Friday between 25 September and
 * 1 October); each closing is due ten days after its bimestre (the next working day). The national
 * holidays that fall on weekdays of the year are its non-school days. About 205 school days
 * every year (LDB: at least 200).
 */
export function calendarioPadrao(ano: number): CalendarioLetivo {
  const inicio = proximoDia(`${ano}-02-02`, 1);
  const fim = proximoDia(`${ano}-12-12`, 5);
  const feriados = feriadosNacionais(ano);
  const datasFeriados = new Set(feriados.map((f) => f.data));
  const bimestre = (de: DataIso, ate: DataIso): BimestreDoCalendario => ({
    inicio: de,
    fim: ate,
    prazo: diaUtil(somarDias(ate, 10), datasFeriados),
  });
  const fim1 = proximoDia(`${ano}-04-18`, 5);
  const fim2 = proximoDia(`${ano}-07-03`, 5);
  const fim3 = proximoDia(`${ano}-09-25`, 5);
  return {
    ano,
    inicio,
    fim,
    bimestres: [
      bimestre(inicio, fim1),
      bimestre(somarDias(fim1, 3), fim2),
      // Two weeks of recesso: back on the third Monday after the 2nd bimestre's last Friday.
      bimestre(somarDias(fim2, 17), fim3),
      bimestre(somarDias(fim3, 3), fim),
    ],
    dias: feriados.filter((f) => f.data >= inicio && f.data <= fim && !ehFimDeSemana(f.data)),
  };
}

/** The bimestre (1–4) whose lessons include the date, or null (outside the year, between bimestres). */
export function bimestreDaData(cal: CalendarioLetivo, data: DataIso): number | null {
  const i = cal.bimestres.findIndex((b) => data >= b.inicio && data <= b.fim);
  return i < 0 ? null : i + 1;
}

/**
 * The bimestre a school day's records belong to: its own, or, for an extra school day between
 * two bimestres (a reposição in the recesso), the one that just ended — reposição makes up for it;
 * before the 1st bimestre, the 1st. Null outside the ano letivo.
 */
export function bimestreDoRegistro(cal: CalendarioLetivo, data: DataIso): number | null {
  if (data < cal.inicio || data > cal.fim) return null;
  const proprio = bimestreDaData(cal, data);
  if (proprio) return proprio;
  let anterior = 1;
  cal.bimestres.forEach((b, i) => {
    if (b.fim < data) anterior = i + 1;
  });
  return anterior;
}

/**
 * The bimestre whose closing locks a dated record (a roll call, an assessment's date) of `data`: its
 * bimestreDoRegistro inside the ano letivo; before the year the 1st, after it the 4th, so a mark the
 * calendar later left outside the year can still be corrected or deleted while that bimestre is open.
 * The writes, the read-only screens and the calendar's own check (bimestresAlterados) all ask this
 * one function, so a calendar change cannot make them disagree about where a day belongs.
 */
export function bimestreDaTrava(cal: CalendarioLetivo, data: DataIso): number {
  return bimestreDoRegistro(cal, data) ?? (data < cal.inicio ? 1 : 4);
}

/**
 * The bimestres a change of the calendar touches: the one a day leaves and the one it joins
 * (bimestreDaTrava), the one in which a day turns school or non-school, and those whose start or end
 * moves. A closed bimestre among them would have its closing no longer match its days. Days outside
 * both years lock alike before and after (the 1st before, the 4th after).
 */
export function bimestresAlterados(antes: CalendarioLetivo, depois: CalendarioLetivo): number[] {
  const tocados = new Set<number>();
  antes.bimestres.forEach((b, i) => {
    const novo = depois.bimestres[i]!;
    if (b.inicio !== novo.inicio || b.fim !== novo.fim) tocados.add(i + 1);
  });
  const de = antes.inicio < depois.inicio ? antes.inicio : depois.inicio;
  const ate = antes.fim > depois.fim ? antes.fim : depois.fim;
  for (let d = de; d <= ate; d = somarDias(d, 1)) {
    const [era, fica] = [bimestreDaTrava(antes, d), bimestreDaTrava(depois, d)];
    if (era !== fica || ehDiaLetivo(antes, d) !== ehDiaLetivo(depois, d)) tocados.add(era).add(fica);
  }
  return [...tocados].sort((a, b) => a - b);
}

/** Whether a date is a school day, and if not why (pt-BR, for the refusal). */
export type SituacaoDoDia =
  | { letivo: true; bimestre: number }
  | { letivo: false; foraDoAno: true; motivo: string }
  | { letivo: false; foraDoAno: false; motivo: string };

/**
 * A school day is inside the ano letivo and either an extra school day (sábado letivo, reposição)
 * or a weekday inside a bimestre that is not a non-school day: the gaps between bimestres are
 * recesso.
 */
export function situacaoDoDia(cal: CalendarioLetivo, data: DataIso): SituacaoDoDia {
  if (data < cal.inicio || data > cal.fim) return { letivo: false, foraDoAno: true, motivo: CALENDARIO_MENSAGENS.foraDoAno(cal) };
  const especial = cal.dias.find((d) => d.data === data);
  const naoLetivo = (motivo: string) => ({ letivo: false as const, foraDoAno: false as const, motivo });
  if (especial?.tipo === 'letivo_extra') return { letivo: true, bimestre: bimestreDaTrava(cal, data) };
  if (especial) return naoLetivo(especial.descricao);
  const semana = diaDaSemana(data);
  if (semana === 6) return naoLetivo(CALENDARIO_MENSAGENS.sabado);
  if (semana === 0) return naoLetivo(CALENDARIO_MENSAGENS.domingo);
  if (bimestreDaData(cal, data)) return { letivo: true, bimestre: bimestreDaTrava(cal, data) };
  const antes = cal.bimestres.filter((b) => b.fim < data).length;
  return naoLetivo(antes >= 1 && antes <= 3 ? CALENDARIO_MENSAGENS.recesso(antes) : CALENDARIO_MENSAGENS.foraDosBimestres);
}

export function ehDiaLetivo(cal: CalendarioLetivo, data: DataIso): boolean {
  return situacaoDoDia(cal, data).letivo;
}

/** Why a date cannot have a roll call (the refusal's text), or null on a school day. */
export function motivoDiaNaoLetivo(cal: CalendarioLetivo, data: DataIso): string | null {
  const s = situacaoDoDia(cal, data);
  if (s.letivo) return null;
  return s.foraDoAno ? s.motivo : CALENDARIO_MENSAGENS.naoLetivo(data, s.motivo);
}

/** The school days from `inicio` to `fim` (both included), in order. */
export function diasLetivos(cal: CalendarioLetivo, inicio: DataIso, fim: DataIso): DataIso[] {
  const dias: DataIso[] = [];
  const de = inicio < cal.inicio ? cal.inicio : inicio;
  const ate = fim > cal.fim ? cal.fim : fim;
  for (let d = de; d <= ate; d = somarDias(d, 1)) if (ehDiaLetivo(cal, d)) dias.push(d);
  return dias;
}

/** The school days of a bimestre, extra days after it and before the next included (bimestreDoRegistro). */
export function diasLetivosDoBimestre(cal: CalendarioLetivo, bimestre: number): DataIso[] {
  return diasLetivos(cal, cal.inicio, cal.fim).filter((d) => bimestreDoRegistro(cal, d) === bimestre);
}

/** Counts already made, by the calendar's content: a network has a calendar or two a year. */
const contagens = new Map<string, { bimestres: number[]; ano: number }>();
const CONTAGENS_GUARDADAS = 64;

/**
 * School days of each bimestre and of the year (the settings card's counts, every closing's planned
 * lessons). Walking the year costs milliseconds, and a list of closings asks once per closing: the
 * count of a calendar already counted is reused.
 */
export function contagemDeDiasLetivos(cal: CalendarioLetivo): { bimestres: number[]; ano: number } {
  const chave = JSON.stringify([cal.ano, cal.inicio, cal.fim, cal.bimestres, cal.dias]);
  let c = contagens.get(chave);
  if (!c) {
    const bimestres = [0, 0, 0, 0];
    const todos = diasLetivos(cal, cal.inicio, cal.fim);
    for (const d of todos) bimestres[bimestreDoRegistro(cal, d)! - 1]! += 1;
    c = { bimestres, ano: todos.length };
    if (contagens.size >= CONTAGENS_GUARDADAS) contagens.delete(contagens.keys().next().value!);
    contagens.set(chave, c);
  }
  return { bimestres: [...c.bimestres], ano: c.ano };
}

/**
 * Lessons planned for a subject in a bimestre: the subject's carga horária is read as its lessons
 * in the year (200, 120, 80 in the demo), spread over the bimestres in proportion to their school
 * days — round(carga × school days of the bimestre ÷ school days of the year).
 */
export function aulasPrevistas(cal: CalendarioLetivo, bimestre: number, cargaHorariaAnual: number): number {
  const { bimestres, ano } = contagemDeDiasLetivos(cal);
  if (!ano) return 0;
  return Math.round((cargaHorariaAnual * (bimestres[bimestre - 1] ?? 0)) / ano);
}

/**
 * What is wrong with a calendar, as pt-BR messages by field ("inicio", "bimestres.1.fim",
 * "dias.3.data"); empty when it is valid. Bimestres in order inside the year, not overlapping, each
 * closing due on or after its end; special days real dates inside the year, no date twice.
 */
export function validarCalendario(cal: CalendarioLetivo): Record<string, string> {
  const M = CALENDARIO_MENSAGENS;
  const erros: Record<string, string> = {};
  const erro = (campo: string, msg: string) => {
    erros[campo] ??= msg;
  };
  const inicioOk = ehDataIso(cal.inicio);
  const fimOk = ehDataIso(cal.fim);
  if (!inicioOk) erro('inicio', M.dataInvalida);
  else if (!cal.inicio.startsWith(`${cal.ano}-`)) erro('inicio', M.inicioNoAno(cal.ano));
  if (!fimOk) erro('fim', M.dataInvalida);
  else if (!cal.fim.startsWith(`${cal.ano}-`)) erro('fim', M.fimNoAno(cal.ano));
  else if (inicioOk && cal.fim <= cal.inicio) erro('fim', M.fimAntesDoInicio);
  const anoOk = !erros.inicio && !erros.fim;

  cal.bimestres.forEach((b, i) => {
    const n = i + 1;
    const campo = (c: keyof BimestreDoCalendario) => `bimestres.${i}.${c}`;
    const ok = { inicio: ehDataIso(b.inicio), fim: ehDataIso(b.fim), prazo: ehDataIso(b.prazo) };
    for (const c of ['inicio', 'fim', 'prazo'] as const) if (!ok[c]) erro(campo(c), M.dataInvalida);
    if (ok.inicio && ok.fim && b.fim < b.inicio) erro(campo('fim'), M.bimestreFimAntes(n));
    if (anoOk && ok.inicio && (b.inicio < cal.inicio || b.inicio > cal.fim)) erro(campo('inicio'), M.bimestreForaDoAno(n));
    if (anoOk && ok.fim && (b.fim < cal.inicio || b.fim > cal.fim)) erro(campo('fim'), M.bimestreForaDoAno(n));
    const anterior = cal.bimestres[i - 1];
    if (anterior && ok.inicio && ehDataIso(anterior.fim) && b.inicio <= anterior.fim)
      erro(campo('inicio'), M.bimestreSobreposto(n));
    if (ok.fim && ok.prazo && b.prazo < b.fim) erro(campo('prazo'), M.prazoAntesDoFim);
  });

  const vistos = new Set<DataIso>();
  cal.dias.forEach((d, i) => {
    const campo = (c: keyof DiaEspecial) => `dias.${i}.${c}`;
    if (!ehDataIso(d.data)) erro(campo('data'), M.dataInvalida);
    else if (anoOk && (d.data < cal.inicio || d.data > cal.fim)) erro(campo('data'), M.diaForaDoAno);
    else if (vistos.has(d.data)) erro(campo('data'), M.diaRepetido);
    vistos.add(d.data);
    if (!(TIPOS_DIA_ESPECIAL as readonly string[]).includes(d.tipo)) erro(campo('tipo'), M.tipoInvalido);
    if (!d.descricao.trim()) erro(campo('descricao'), M.descricaoObrigatoria);
    else if (d.descricao.length > 100) erro(campo('descricao'), M.descricaoLonga);
  });
  return erros;
}
