import { CUSTOMIZACAO_PADRAO } from '../../../../../domain/customizacao';
import { FormField } from '../../../../components/form-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import { Textarea } from '../../../../components/ui/textarea';
import { Caixa, CorField } from './campos';
import type { Atualizar, Rascunho } from './rascunho';

const P = CUSTOMIZACAO_PADRAO.footer;

export function FooterCard({ footer, atualizar, erro }: { footer: Rascunho['footer']; atualizar: Atualizar; erro?: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Rodapé</CardTitle>
        <CardDescription>O texto e os links do rodapé das páginas e da página de apresentação.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField id="customizacao-footer-texto" label="Texto">
            <Input
              id="customizacao-footer-texto"
              value={footer.texto}
              placeholder="© Secretaria de Educação"
              onChange={(e) => atualizar('footer', { texto: e.target.value })}
            />
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <FormField id="customizacao-footer-links" label="Links (separados por vírgula)" error={erro}>
            <Textarea
              id="customizacao-footer-links"
              rows={2}
              value={footer.links}
              aria-invalid={erro ? true : undefined}
              aria-describedby={erro ? 'customizacao-footer-links-erro' : 'customizacao-footer-links-ajuda'}
              placeholder="Privacidade | https://rede.gov.br/privacidade, mailto:ouvidoria@rede.gov.br"
              onChange={(e) => atualizar('footer', { links: e.target.value })}
            />
          </FormField>
          <p id="customizacao-footer-links-ajuda" className="mt-1 text-xs text-slate-600">
            Cada link: "Texto | endereço", ou só o endereço (https://, mailto: ou um caminho do sistema como /bncc).
          </p>
        </div>
        <CorField
          id="customizacao-footer-cor-texto"
          label="Cor do texto"
          value={footer.corTexto}
          padrao={P.corTexto}
          onChange={(corTexto) => atualizar('footer', { corTexto })}
        />
        <CorField
          id="customizacao-footer-cor-fundo"
          label="Cor de fundo"
          value={footer.corFundo}
          padrao={P.corFundo}
          onChange={(corFundo) => atualizar('footer', { corFundo })}
        />
        <Caixa
          id="customizacao-footer-mostrar-links"
          label="Mostrar os links"
          checked={footer.mostrarLinks}
          onChange={(mostrarLinks) => atualizar('footer', { mostrarLinks })}
        />
      </CardContent>
    </Card>
  );
}
