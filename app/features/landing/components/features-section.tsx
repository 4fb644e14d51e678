import { BarChart3, BookOpenCheck, GraduationCap, School, ShieldCheck, Users } from 'lucide-react';

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
    text: 'Notas, frequência, fechamentos bimestrais e anuais, conselho de classe e o histórico escolar de cada aluno, sempre atualizados.',
  },
  {
    icon: BookOpenCheck,
    title: 'Alinhamento BNCC',
    text: 'Planeje aulas e avaliações com as habilidades da Base Nacional Comum Curricular ao alcance de um clique.',
  },
  {
    icon: BarChart3,
    title: 'Relatórios Automáticos',
    text: 'Desempenho, frequência e matrículas em relatórios prontos, exportados em PDF ou planilha a partir dos dados reais da rede.',
  },
  {
    icon: ShieldCheck,
    title: 'Segurança e Backup',
    text: 'Acesso protegido, registro de auditoria e cópias de segurança automáticas para que nenhuma informação se perca.',
  },
];

export function FeaturesSection() {
  return (
    <section id="recursos" aria-labelledby="recursos-titulo" className="scroll-mt-20 bg-slate-50 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">Recursos</p>
          <h2 id="recursos-titulo" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Tudo o que a secretaria e as escolas precisam</h2>
          <p className="mt-4 text-slate-600">Do cadastro da rede ao boletim do aluno, cada etapa da rotina escolar em um sistema feito para a realidade das escolas brasileiras.</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
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
