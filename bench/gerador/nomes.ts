import { NOMES_FEMININOS, NOMES_MASCULINOS, RUAS, BAIRROS, SOBRENOMES } from '../../server/db/seed/demo-academico-data';

/** Realistic Brazilian names for the generated network, reusing the demo seed's lists. */
export { BAIRROS, RUAS };

const PATRONOS = [
  'Professora Maria das Dores Silva',
  'Tiradentes',
  'Monteiro Lobato',
  'Cecília Meireles',
  'Machado de Assis',
  'Anísio Teixeira',
  'Paulo Freire',
  'Rui Barbosa',
  'Castro Alves',
  'Santos Dumont',
  'Carlos Drummond de Andrade',
  'Cora Coralina',
  'Vinícius de Moraes',
  'Clarice Lispector',
  'José de Alencar',
  'Darcy Ribeiro',
  'Oswaldo Cruz',
  'Chico Mendes',
  'Dom Pedro II',
  'Princesa Isabel',
  'Joaquim Nabuco',
  'Marechal Rondon',
  'Zumbi dos Palmares',
  'Rachel de Queiroz',
  'Graciliano Ramos',
  'Jorge Amado',
  'Érico Veríssimo',
  'Manuel Bandeira',
  'Portinari',
  'Villa-Lobos',
  'Professor Florestan Fernandes',
  'Dona Zilda Arns',
  'Irmã Dulce',
  'Nísia Floresta',
  'Anita Garibaldi',
  'Frei Caneca',
  'Professora Helena Antipoff',
  'Vital Brazil',
  'Carlos Chagas',
  'Adolfo Lutz',
  'Barão de Mauá',
  'Visconde de Taunay',
  'Olavo Bilac',
  'Gonçalves Dias',
  'Mário Quintana',
  'Ariano Suassuna',
  'Guimarães Rosa',
  'Lima Barreto',
  'Aleijadinho',
  'Padre Anchieta',
];
const TIPOS_ESCOLA = ['EMEF', 'EMEI', 'Escola Municipal', 'CEMEI'];

/** 200 distinct school names: every patron under each of four school types. */
export function nomeDaEscola(s: number): string {
  return `${TIPOS_ESCOLA[Math.floor(s / PATRONOS.length) % TIPOS_ESCOLA.length]} ${PATRONOS[s % PATRONOS.length]}${s >= PATRONOS.length * TIPOS_ESCOLA.length ? ` ${Math.floor(s / 200) + 1}` : ''}`;
}

/** Person k: first name and two different surnames, spread so neighbours do not look alike. */
export function nomeDaPessoa(k: number): { nome: string; primeiro: string; ultimo: string } {
  const n = (k * 104729 + 12345) % 48000;
  const primeiros = k % 2 === 1 ? NOMES_FEMININOS : NOMES_MASCULINOS;
  const s1 = SOBRENOMES[Math.floor(n / 30) % 40]!;
  const s2cand = SOBRENOMES[Math.floor(n / 1200) % 40]!;
  const s2 = s2cand === s1 ? SOBRENOMES[(Math.floor(n / 1200) + 20) % 40]! : s2cand;
  const primeiro = primeiros[n % 30]!;
  return { nome: `${primeiro} ${s1} ${s2}`, primeiro, ultimo: s2 };
}

export function responsavelDe(k: number, sobrenome: string): string {
  return `${(k % 3 === 0 ? NOMES_MASCULINOS : NOMES_FEMININOS)[(k * 13 + 4) % 30]} ${sobrenome}`;
}

/** 'Fábio Rezende' → 'fabio.rezende' for e-mail addresses. */
export function slug(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.');
}
