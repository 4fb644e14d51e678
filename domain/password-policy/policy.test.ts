import { describe, expect, it } from 'vitest';
import { SENHA_MENSAGENS, ehSenhaComum, validarSenha } from './policy';

const demo = 'Escola@Demo2026';

describe('password policy: Baixa', () => {
  it('needs 8 characters and nothing else', () => {
    expect(validarSenha('1234567', 'baixa')).toBe('A senha deve ter pelo menos 8 caracteres.');
    expect(validarSenha('12345678', 'baixa')).toBeNull();
    expect(validarSenha('password', 'baixa')).toBeNull();
  });

  it('counts characters, not bytes', () => {
    expect(validarSenha('ãããããããã', 'baixa')).toBeNull();
    expect(validarSenha('ããããããã', 'baixa')).toBe(SENHA_MENSAGENS.curta(8));
  });
});

describe('password policy: Média', () => {
  it('needs 10 characters', () => {
    expect(validarSenha('abcd-efgh', 'media')).toBe('A senha deve ter pelo menos 10 caracteres.');
    expect(validarSenha('abcd-efghi', 'media')).toBeNull();
  });

  it('refuses common passwords whatever the case, accents or separators', () => {
    expect(validarSenha('qwertyuiop', 'media')).toBe(SENHA_MENSAGENS.comum);
    expect(validarSenha('Senha12345', 'media')).toBe(SENHA_MENSAGENS.comum);
    expect(validarSenha('FLAMENGO@2026', 'media')).toBe(SENHA_MENSAGENS.comum);
    expect(validarSenha('s-e-n-h-a-1-2-3-4-5', 'media')).toBe(SENHA_MENSAGENS.comum);
    expect(validarSenha('Educação2026', 'media')).toBe(SENHA_MENSAGENS.comum);
  });

  it('does not check the name or e-mail', () => {
    expect(validarSenha('Marina-e-os-gatos', 'media', { nome: 'Marina Lopes' })).toBeNull();
  });
});

describe('password policy: Alta', () => {
  it('needs 12 characters and refuses common ones', () => {
    expect(validarSenha('abcd-efghij', 'alta')).toBe('A senha deve ter pelo menos 12 caracteres.');
    expect(validarSenha('1q2w3e4r5t6y', 'alta')).toBe(SENHA_MENSAGENS.comum);
    expect(validarSenha('abcd-efghijk', 'alta')).toBeNull();
  });

  it("refuses a password containing a part of the user's name, accents ignored", () => {
    const dono = { nome: 'Marina Lopes da Conceição', email: 'mlopes@valeverde.mg.gov.br' };
    expect(validarSenha('marina-2026-xyz', 'alta', dono)).toBe(SENHA_MENSAGENS.nome);
    expect(validarSenha('Conceicao!Azul9', 'alta', dono)).toBe(SENHA_MENSAGENS.nome);
    expect(validarSenha('L.o.p.e.s.-rio-azul', 'alta', dono)).toBe(SENHA_MENSAGENS.nome);
    // 'da' is too short to be a name part worth refusing.
    expect(validarSenha('casa-da-arvore-77', 'alta', dono)).toBeNull();
  });

  it('refuses a password containing the e-mail or its local part', () => {
    const dono = { nome: 'Ana Souza', email: 'ana.souza77@valeverde.mg.gov.br' };
    expect(validarSenha('ana.souza77@valeverde.mg.gov.br', 'alta', dono)).toBe(SENHA_MENSAGENS.nome);
    expect(validarSenha('xx-souza77-yy-zz', 'alta', dono)).toBe(SENHA_MENSAGENS.nome);
    expect(validarSenha('xx-ANA.SOUZA77!', 'alta', { email: dono.email })).toBe(SENHA_MENSAGENS.email);
    expect(validarSenha('Trem-das-onze-1964', 'alta', dono)).toBeNull();
  });

  it('keeps the demo password valid for every demo account', () => {
    const contas = [
      ['Administrador do Sistema', 'admin@demo.escola.br'],
      ['Mariana Duarte Campos', 'empresa@demo.escola.br'],
      ['Ana Paula Ferreira', 'gestor@demo.escola.br'],
      ['Carlos Eduardo Lima', 'professor@demo.escola.br'],
      ['Lucas Almeida Souza', 'aluno@demo.escola.br'],
      ['Roberto Almeida Nunes', 'empresa2@demo.escola.br'],
    ];
    for (const [nome, email] of contas) expect(validarSenha(demo, 'alta', { nome, email })).toBeNull();
  });

  it('refuses more than 128 characters', () => {
    expect(validarSenha('a'.repeat(129), 'alta')).toBe(SENHA_MENSAGENS.longa);
  });
});

describe('common password list', () => {
  it('holds a few thousand entries of international and Brazilian passwords', () => {
    for (const p of ['password123', 'iloveyou12', 'brasil2026', 'corinthians', 'jesuscristo123', 'mudar@2026'])
      expect(ehSenhaComum(p), p).toBe(true);
    expect(ehSenhaComum(demo)).toBe(false);
  });
});
