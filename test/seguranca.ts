import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { LightMyRequestResponse } from 'fastify';
import type { Api, Quem } from './api';

// Helpers of the security and notification tests.

/** Every cookie the answer set, as one Cookie header (the two-factor challenge cookie included). */
export function cookiesOf(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return all
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');
}

/** The Base32 secret of an otpauth:// URI, as an authenticator app reads it from the QR code. */
export function segredoDe(totpURI: string): string {
  return new URL(totpURI).searchParams.get('secret')!;
}

/**
 * The TOTP code for a Base32 secret, computed the way the server checks it (the same library).
 * `passo` picks the 30-second step relative to now: the server accepts one step either side,
 * so a test that needs two different valid codes uses 0 and 1.
 */
export async function codigoTotp(segredoBase32: string, passo = 0): Promise<string> {
  const segredo = new TextDecoder().decode(base32.decode(segredoBase32));
  return createOTP(segredo).hotp(Math.floor(Date.now() / 30_000) + passo);
}

/** Polls until `fn` returns something truthy (a worker finishing in the background). */
export async function esperar<T>(fn: () => Promise<T | null | undefined | false>, tentativas = 100): Promise<T> {
  for (let i = 0; i < tentativas; i++) {
    const valor = await fn();
    if (valor) return valor;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condição não alcançada a tempo');
}

/** Changes some security settings as the administrador (GET, then PUT with the version). */
export async function ajustarSeguranca(api: Api, admin: Quem, patch: Record<string, unknown>) {
  const atual = await api.enviar('GET', '/api/configuracoes/seguranca', admin);
  const res = await api.enviar('PUT', '/api/configuracoes/seguranca', admin, { ...atual.json(), ...patch });
  if (res.statusCode !== 200) throw new Error(`configuração recusada: ${res.statusCode} ${res.body}`);
  return res.json();
}
