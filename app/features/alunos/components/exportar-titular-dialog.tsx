import { BotaoDownload } from '../../../components/botao-download';
import { abertoCom } from '../../../components/form-dialog';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import type { Aluno } from '../api/carregar-alunos';
import { urlDadosDoTitular } from '../api/dados-do-titular';
import { TEXTOS } from './textos';

const T = TEXTOS.titular;

/** The data subject's export of one student: the full JSON or the PDF summary, built by the server. */
export function ExportarTitularDialog({ aluno, onClose }: { aluno: Aluno | null; onClose: () => void }) {
  return (
    <Dialog {...abertoCom(aluno, onClose)}>
      <DialogContent title={T.exportarTitulo} description={aluno?.nome}>
        <p className="text-sm text-slate-700">{T.exportarAjuda}</p>
        {aluno ? (
          <div className="mt-4 flex flex-wrap gap-2">
            <BotaoDownload url={urlDadosDoTitular(aluno.id, 'json')}>{T.json}</BotaoDownload>
            <BotaoDownload url={urlDadosDoTitular(aluno.id, 'pdf')}>{T.pdf}</BotaoDownload>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
