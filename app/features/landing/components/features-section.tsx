import { BookOpenCheck, GraduationCap, LayoutDashboard, School, ShieldCheck, Users } from 'lucide-react';

/** What the product does today: a card promises nothing the system does not do yet. */
const FEATURES = [
  {
    icon: Users,
    title: 'Gestão de Usuários',
    text: 'Administradores, secretarias, gestores, professores e alunos, cada um com o seu nível de acesso. Cada pessoa vê apenas o que lhe cabe.',
  },
  {
    icon: School,
    title: 'Gestão Escolar',
    text: 'Cadastre escolas, turmas e disciplinas da rede inteira, com código INEP, turnos, capacidade e professores responsáveis.',
  },
  {
    icon: GraduationCap,
    title: 'Gestão Acadêmica',
    text: 'Notas por bimestre, chamada por aula, alerta de faltas excessivas e o histórico de matrículas e transferências de cada aluno, com as regras do regimento de cada rede.',
  },
  {
    icon: BookOpenCheck,
    title: 'Alinhamento BNCC',
    text: 'Planeje os objetos de conhecimento de cada turma com as habilidades da Base Nacional Comum Curricular ao alcance de um clique.',
  },
  {
    icon: LayoutDashboard,
    title: 'Painel de Cada Perfil',
    text: 'Cada pessoa abre o sistema no que lhe importa: a secretaria nos números da rede, o professor nas suas turmas, o aluno nas suas médias e na sua frequência.',
  },
  {
    icon: ShieldCheck,
    title: 'Segurança e Backup',
    text: 'Verificação em duas etapas, registro de auditoria e cópias de segurança automáticas para que nenhuma informação se perca.',
  },
];

export function FeaturesSection() {
  return (
    <section id="recursos" aria-labelledby="recursos-titulo" className="scroll-mt-20 bg-slate-50 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">Recursos</p>
          <h2 id="recursos-titulo" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
            Tudo o que a secretaria e as escolas precisam
          </h2>
          <p className="mt-4 text-slate-600">
            Do cadastro da rede às notas e à frequência de cada aluno, a rotina escolar em um sistema feito para a realidade das
            escolas brasileiras.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-blue-50 text-blue-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
