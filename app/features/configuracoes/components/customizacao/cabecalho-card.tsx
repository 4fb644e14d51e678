import { CUSTOMIZACAO_PADRAO } from '../../../../../domain/customizacao';
import { FormField } from '../../../../components/form-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import { CampoNumero, CorField } from './campos';
import type { Atualizar, Rascunho } from './rascunho';

const P = CUSTOMIZACAO_PADRAO.cabecalho;

export function CabecalhoCard({
  cabecalho,
  atualizar,
  erro,
}: {
  cabecalho: Rascunho['cabecalho'];
  atualizar: Atualizar;
  erro?: string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Cabeçalho</CardTitle>
        <CardDescription>
          O título e o subtítulo do topo de todas as páginas e da página de apresentação. Em branco, não aparecem.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <FormField id="customizacao-cabecalho-titulo" label="Título principal">
          <Input
            id="customizacao-cabecalho-titulo"
            value={cabecalho.tituloPrincipal}
            onChange={(e) => atualizar('cabecalho', { tituloPrincipal: e.target.value })}
          />
        </FormField>
        <FormField id="customizacao-cabecalho-subtitulo" label="Subtítulo">
          <Input
            id="customizacao-cabecalho-subtitulo"
            value={cabecalho.subtitulo}
            onChange={(e) => atualizar('cabecalho', { subtitulo: e.target.value })}
          />
        </FormField>
        <CorField
          id="customizacao-cabecalho-cor-titulo"
          label="Cor do título"
          value={cabecalho.corTitulo}
          padrao={P.corTitulo}
          onChange={(corTitulo) => atualizar('cabecalho', { corTitulo })}
        />
        <CorField
          id="customizacao-cabecalho-cor-subtitulo"
          label="Cor do subtítulo"
          value={cabecalho.corSubtitulo}
          padrao={P.corSubtitulo}
          onChange={(corSubtitulo) => atualizar('cabecalho', { corSubtitulo })}
        />
        <FormField id="customizacao-cabecalho-fundo" label="Imagem de fundo (endereço https://)" error={erro}>
          <Input
            id="customizacao-cabecalho-fundo"
            type="url"
            value={cabecalho.imagemFundo}
            aria-invalid={erro ? true : undefined}
            aria-describedby={erro ? 'customizacao-cabecalho-fundo-erro' : undefined}
            onChange={(e) => atualizar('cabecalho', { imagemFundo: e.target.value })}
          />
        </FormField>
        <CampoNumero
          id="customizacao-cabecalho-altura"
          label="Altura (px)"
          value={cabecalho.altura}
          padrao={P.altura}
          onChange={(altura) => atualizar('cabecalho', { altura })}
        />
      </CardContent>
    </Card>
  );
}
