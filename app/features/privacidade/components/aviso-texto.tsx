import { SECOES_DO_AVISO } from '../../../../domain/privacidade/aviso-padrao';
import { dateOnly } from '../../../lib/format';
import type { Aviso } from '../api/aviso';

/** A network's privacy notice as the families read it: who is responsible, then each section. */
export function AvisoTexto({ aviso, nivelTitulo = 2 }: { aviso: Aviso; nivelTitulo?: 2 | 3 }) {
  const Titulo = nivelTitulo === 2 ? 'h2' : 'h3';
  return (
    <article className="flex flex-col gap-5 text-slate-800">
      <p className="text-sm text-slate-600">
        {aviso.versao === null
          ? 'Texto padrão do sistema: a rede ainda não publicou o seu próprio aviso.'
          : `Versão ${aviso.versao}, publicada em ${dateOnly(aviso.publicado_em ?? '')}.`}
      </p>
      <section>
        <Titulo className="text-base font-semibold text-slate-900">Quem cuida dos dados</Titulo>
        <p className="mt-1">{aviso.controlador}</p>
        <p className="mt-1">
          Encarregado pelo tratamento de dados: {aviso.encarregado_nome} — {aviso.encarregado_contato}
        </p>
      </section>
      {SECOES_DO_AVISO.map((s) => (
        <section key={s.campo}>
          <Titulo className="text-base font-semibold text-slate-900">{s.titulo}</Titulo>
          <p className="mt-1 whitespace-pre-line">{aviso[s.campo]}</p>
        </section>
      ))}
    </article>
  );
}
