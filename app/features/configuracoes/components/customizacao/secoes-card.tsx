import { SECAO_LABEL } from '../../../../../domain/customizacao';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Caixa } from './campos';
import type { Atualizar, Rascunho } from './rascunho';

export function SecoesCard({ secoes, atualizar }: { secoes: Rascunho['secoes']; atualizar: Atualizar }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Seções da página inicial</CardTitle>
        <CardDescription>As seções do Dashboard que todos os usuários veem.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-3">
        {(Object.keys(SECAO_LABEL) as (keyof Rascunho['secoes'])[]).map((secao) => (
          <Caixa
            key={secao}
            id={`customizacao-secao-${secao}`}
            label={SECAO_LABEL[secao]}
            checked={secoes[secao]}
            onChange={(v) => atualizar('secoes', { [secao]: v })}
          />
        ))}
      </CardContent>
    </Card>
  );
}
