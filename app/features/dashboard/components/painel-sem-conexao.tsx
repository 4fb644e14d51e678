import { AvisoSemConexao, ChamadasDeHoje } from '../../../components/chamadas-de-hoje';

/**
 * The start page of the installed app opened without a connection: "Sem conexão" once and, for who
 * takes roll calls, the day's roll calls of their classes, which open and are taken offline.
 */
export function PainelSemConexao({ registraChamada }: { registraChamada: boolean }) {
  return (
    <>
      <AvisoSemConexao>
        {registraChamada
          ? 'o painel aparece quando a conexão voltar. As chamadas abaixo abrem neste aparelho; as feitas agora ficam guardadas e são enviadas quando a conexão voltar.'
          : 'o painel aparece quando a conexão voltar.'}
      </AvisoSemConexao>
      {registraChamada ? <ChamadasDeHoje /> : null}
    </>
  );
}
