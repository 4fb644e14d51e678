import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** The error loadConfig throws for env, or a failure if it does not throw. */
function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error(`loadConfig aceitou ${JSON.stringify(env)}`);
}

describe('loadConfig — defaults', () => {
  it('with an empty environment: port 3000, ./data, development, loopback origins', () => {
    const cfg = loadConfig({});
    expect(cfg).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      NODE_ENV: 'development',
      SEED_DEMO: 'auto',
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT_MAX: 10,
      baseUrl: 'http://localhost:3000',
    });
    expect(cfg.DATABASE_URL).toBeUndefined();
    // No HOST: the start chooses 127.0.0.1 or 0.0.0.0 by whether the demo network is there (bootstrap.ts).
    expect(cfg.HOST).toBeUndefined();
    expect(cfg.trustedOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });

  it('treats empty variables as unset', () => {
    const cfg = loadConfig({ PORT: '', DATA_DIR: '', DATABASE_URL: '' });
    expect(cfg).toMatchObject({ PORT: 3000, DATA_DIR: './data' });
    expect(cfg.DATABASE_URL).toBeUndefined();
  });

  it('reads the values it is given', () => {
    const cfg = loadConfig({ PORT: '8080', DATA_DIR: '/var/lib/gestao', DATABASE_URL: 'postgres://u@db:5432/gestao' });
    expect(cfg).toMatchObject({
      PORT: 8080,
      DATA_DIR: '/var/lib/gestao',
      DATABASE_URL: 'postgres://u@db:5432/gestao',
      baseUrl: 'http://localhost:8080',
    });
  });

  it('with BASE_URL, trusts only that origin', () => {
    const cfg = loadConfig({ BASE_URL: 'https://escola.example.gov.br/app' });
    expect(cfg.baseUrl).toBe('https://escola.example.gov.br/app');
    expect(cfg.trustedOrigins).toEqual(['https://escola.example.gov.br']);
  });
});

describe('loadConfig — refuses bad values, naming the variable', () => {
  it('PORT=abc', () => {
    const err = errorOf({ PORT: 'abc' });
    expect(err.message).toMatch(/PORT/);
    expect(err.message).not.toMatch(/DATABASE_URL/);
  });

  it.each(['0', '70000', '3000.5'])('PORT=%s (out of range or not an integer)', (port) => {
    expect(errorOf({ PORT: port }).message).toMatch(/PORT/);
  });

  it('DATABASE_URL=not-a-url', () => {
    const err = errorOf({ DATABASE_URL: 'not-a-url' });
    expect(err.message).toMatch(/DATABASE_URL/);
    expect(err.message).not.toMatch(/PORT/);
  });

  it('names every bad variable at once', () => {
    const err = errorOf({ PORT: 'abc', DATABASE_URL: 'not-a-url', NODE_ENV: 'staging' });
    for (const name of ['PORT', 'DATABASE_URL', 'NODE_ENV']) expect(err.message).toContain(name);
  });

  it('AUTH_SECRET shorter than 32 characters', () => {
    expect(errorOf({ AUTH_SECRET: 'curto' }).message).toMatch(/AUTH_SECRET: deve ter pelo menos 32 caracteres/);
    expect(loadConfig({ AUTH_SECRET: 'x'.repeat(32) }).AUTH_SECRET).toHaveLength(32);
  });

  it('SEED_DEMO=true with NODE_ENV=production: the demo password is public', () => {
    expect(errorOf({ SEED_DEMO: 'true', NODE_ENV: 'production' }).message).toContain(
      'SEED_DEMO: a rede de demonstração tem senha pública',
    );
    expect(loadConfig({ SEED_DEMO: 'auto', NODE_ENV: 'production' }).SEED_DEMO).toBe('auto');
  });

  it.each([
    ['SEED_DEMO', 'sim'],
    ['LOG_LEVEL', 'verbose'],
    ['BASE_URL', 'escola.local'],
  ])('%s=%s', (name, value) => {
    expect(errorOf({ [name]: value }).message).toContain(name);
  });
});

describe('loadConfig — TRUST_PROXY (the reverse proxy in front)', () => {
  it('is off by default and with false', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('reads true, or a list of addresses and CIDR ranges as Fastify takes them', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'TRUE' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5' }).TRUST_PROXY).toEqual(['10.0.0.5']);
    expect(loadConfig({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ,fd00::/8,::1' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback,uniquelocal' }).TRUST_PROXY).toEqual(['loopback', 'uniquelocal']);
  });

  it.each(['sim', '10.0.0', '10.0.0.0/33', '::1/129', '10.0.0.0/8/1', '10.0.0.1,', 'proxy.interno', '-1', '1.5'])(
    'refuses TRUST_PROXY=%s, naming it',
    (valor) => {
      const err = errorOf({ TRUST_PROXY: valor });
      expect(err.message).toContain('TRUST_PROXY: use false, true ou os endereços/faixas (CIDR) dos proxies');
      expect(err.message).not.toMatch(/PORT/);
    },
  );

  it('refuses a count of proxies: Fastify would silently believe none', () => {
    for (const valor of ['0', '1', '2'])
      expect(errorOf({ TRUST_PROXY: valor }).message).toContain('o número de proxies não basta, informe os endereços deles');
  });

  it('names the bad entries of a list', () => {
    expect(errorOf({ TRUST_PROXY: '10.0.0.1,proxy.interno,' }).message).toContain('(inválido: proxy.interno, (vazio))');
  });
});
