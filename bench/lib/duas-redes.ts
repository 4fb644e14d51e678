import { DEMO_PASSWORD, DEMO_USUARIOS } from '../../server/db/seed/demo-data';
import { CONTAS_BENCH } from '../gerador/plano';
import { URL_PADRAO, bancoExiste, comBanco, exigirBancoDoBench, nomeDoBanco } from './banco';
import { prepararDemo } from './preparo';
import type { Contas } from './rede';

/**
 * Every bench compares the demo network with the full generated one, set up the same way: both
 * databases must be the bench's own (never a real one), the full one must already be generated,
 * the demo one is rebuilt; the demo is measured first, then the full network.
 */
export async function medirAsDuasRedes<T>(medirRede: (rotulo: string, url: string, contas: Contas) => Promise<T>) {
  const urlRede = process.env.DATABASE_URL ?? URL_PADRAO;
  const urlDemo = process.env.DEMO_DATABASE_URL ?? comBanco(urlRede, 'gestao_bench_demo');
  exigirBancoDoBench(urlRede);
  exigirBancoDoBench(urlDemo);
  if (!(await bancoExiste(urlRede)))
    throw new Error(`O banco ${nomeDoBanco(urlRede)} não existe: rode antes npm run bench:generate.`);
  await prepararDemo(urlDemo);

  const demo = await medirRede('Rede de demonstração', urlDemo, {
    gestor: DEMO_USUARIOS.gestor.email,
    professor: DEMO_USUARIOS.professor.email,
    senha: DEMO_PASSWORD,
  });
  const rede = await medirRede('Rede completa', urlRede, {
    gestor: CONTAS_BENCH.gestor,
    professor: CONTAS_BENCH.professor,
    senha: DEMO_PASSWORD,
  });
  return { demo, rede };
}
