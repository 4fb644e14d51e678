import { CircleCheck } from 'lucide-react';

const BENEFITS = [
  'Informações da rede centralizadas e sempre atualizadas',
  'Menos retrabalho: a nota lançada pelo professor chega na hora ao aluno e à secretaria',
  'Alunos com faltas em excesso identificados cedo, antes que seja tarde',
  'Regras do seu regimento (médias, recuperação e frequência mínima) configuráveis',
  'Acesso seguro, com cada perfil vendo só o que lhe pertence',
  'Funciona no computador, no tablet e no celular, sem instalar nada',
];

export function BenefitsSection() {
  return (
    <section id="beneficios" aria-labelledby="beneficios-titulo" className="scroll-mt-20 bg-white py-20">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">Benefícios</p>
          <h2 id="beneficios-titulo" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
            Mais tempo para ensinar, menos tempo com burocracia
          </h2>
          <p className="mt-4 text-slate-600">
            Secretarias e escolas que trocam planilhas soltas por um sistema único ganham clareza para decidir e agilidade no dia
            a dia.
          </p>
        </div>
        <ul className="grid gap-4">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-start gap-3 rounded-lg border border-slate-100 bg-slate-50 p-4">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-600" />
              <span className="text-slate-700">{benefit}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
