import { CUSTOMIZACAO_PADRAO } from '../../../../../domain/customizacao';
import { FormField } from '../../../../components/form-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Select } from '../../../../components/ui/select';
import { Caixa, CampoNumero, CorField } from './campos';
import type { Atualizar, Rascunho } from './rascunho';

const P = CUSTOMIZACAO_PADRAO.sidebar;

export function SidebarCard({ sidebar, atualizar }: { sidebar: Rascunho['sidebar']; atualizar: Atualizar }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Menu lateral</CardTitle>
        <CardDescription>
          Largura aberto, cor, lado da tela e se pode ser recolhido. A cor padrão acompanha o tema claro ou escuro.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <CampoNumero
          id="customizacao-sidebar-largura"
          label="Largura (px)"
          value={sidebar.largura}
          padrao={P.largura}
          onChange={(largura) => atualizar('sidebar', { largura })}
        />
        <CorField
          id="customizacao-sidebar-cor"
          label="Cor de fundo"
          value={sidebar.cor}
          padrao={P.cor}
          onChange={(cor) => atualizar('sidebar', { cor })}
        />
        <FormField id="customizacao-sidebar-posicao" label="Posição">
          <Select
            id="customizacao-sidebar-posicao"
            value={sidebar.posicao}
            onChange={(e) => atualizar('sidebar', { posicao: e.target.value === 'right' ? 'right' : 'left' })}
          >
            <option value="left">Esquerda</option>
            <option value="right">Direita</option>
          </Select>
        </FormField>
        <div className="flex flex-col justify-end gap-3">
          <Caixa
            id="customizacao-sidebar-colapsavel"
            label="Pode ser recolhido"
            checked={sidebar.colapsavel}
            onChange={(colapsavel) => atualizar('sidebar', { colapsavel })}
          />
          <Caixa
            id="customizacao-sidebar-logo"
            label="Mostrar o logo"
            checked={sidebar.mostrarLogo}
            onChange={(mostrarLogo) => atualizar('sidebar', { mostrarLogo })}
          />
        </div>
      </CardContent>
    </Card>
  );
}
