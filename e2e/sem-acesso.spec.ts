import type { Page } from '@playwright/test';
import { turma6A } from './support/escola-demo';
import { entrar, type Papel } from './support/session';
import { expect, test } from './support/test';

/**
 * A typed address outside one's role: the route table (the side menu) decides the pages, and each
 * other address shows one "sem acesso" page with the way back — never the page failing on the API's
 * 403 ("Erro ao carregar…", "Tentar Novamente") or empty cards with "—" and Exportar. One walk per
 * role through the pages its menu does not give it (written out by hand, not from domain/).
 */
// Not the empresa's /empresas: its own record is edited there (e2e/admin-rede.spec.ts), though its menu does not list it.
const PROIBIDAS: Partial<Record<Papel, readonly string[]>> = {
  empresa: ['/permissoes', '/bncc', '/configuracoes/backup', '/fechamentos-atrasados'],
  gestor: ['/empresas', '/permissoes', '/configuracoes/customizacao', '/privacidade/incidentes'],
  professor: ['/usuarios', '/empresas', '/permissoes', '/privacidade', '/configuracoes/calendario', '/configuracoes?tab=sistema'],
  aluno: ['/usuarios', '/relatorios', '/cadastrar-turma', '/escolas', 'turma:fechamento-bimestral', 'turma:relatorio-alunos'],
};

/** A page whose spec gives it its own sentence for those outside it says that one instead of the general one. */
const FRASE_PROPRIA: Record<string, string> = {
  '/permissoes': 'Acesso Negado: Apenas administradores podem gerenciar permissões.',
};

async function semAcesso(page: Page, caminho: string, perfil: string) {
  await page.goto(caminho);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Sem acesso a esta página' }), caminho).toBeVisible();
  await expect(main.getByRole('heading', { level: 1 }), caminho).toHaveCount(1);
  const propria = FRASE_PROPRIA[caminho];
  if (propria) {
    // One reason, said once: the page's own, not beside the general one.
    await expect(main.getByText(propria, { exact: true }), caminho).toHaveCount(1);
    await expect(main, caminho).not.toContainText('Esta página não faz parte do perfil');
    await expect(main, caminho).not.toContainText(/Erro ao carregar|Tentar Novamente|Exportar/);
  } else {
    await expect(main, caminho).toContainText(`Esta página não faz parte do perfil ${perfil}.`);
    await expect(main, caminho).not.toContainText(/Erro ao carregar|Tentar Novamente|Exportar|administradores|Acesso Negado/);
  }
  await expect(main.getByRole('link', { name: 'Ir para o Dashboard' })).toBeVisible();
}

for (const [papel, caminhos] of Object.entries(PROIBIDAS) as [Papel, readonly string[]][]) {
  test(`${papel}: cada endereço fora do perfil mostra "sem acesso" com o caminho de volta`, async ({ page }) => {
    await entrar(page, papel);
    const perfil = papel[0]!.toUpperCase() + papel.slice(1);
    const turma = caminhos.some((c) => c.startsWith('turma:')) ? await turma6A(page) : null;
    for (const caminho of caminhos) {
      const endereco = caminho.startsWith('turma:')
        ? `/escola/${turma!.escolaId}/turma/${turma!.turmaId}/${caminho.slice(6)}`
        : caminho;
      await semAcesso(page, endereco, perfil);
    }
    if (papel === 'professor') {
      // The API refuses the page's data too: no colleague's e-mail or phone.
      const usuarios = await page.request.get('/api/usuarios');
      expect(usuarios.status()).toBe(403);
      expect(await usuarios.text()).not.toContain('@');
    }
    // The way back from the last one.
    await page.getByRole('main').getByRole('link', { name: 'Ir para o Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
}
