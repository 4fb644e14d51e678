import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agendarTarefa } from './tarefa-periodica';

describe('agendarTarefa', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passa depois do atraso inicial e então a cada intervalo, até ser parada', async () => {
    const passar = vi.fn(async () => {});
    const parar = agendarTarefa({ error: vi.fn() }, 'falhou', passar, { primeiraMs: 1000, intervaloMs: 5000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(passar).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(passar).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4000);
    expect(passar).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(passar).toHaveBeenCalledTimes(3);
    parar();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(passar).toHaveBeenCalledTimes(3);
  });

  it('não começa uma passada enquanto a anterior não terminou', async () => {
    let terminar = () => {};
    const passar = vi.fn(() => new Promise<void>((ok) => (terminar = ok)));
    const parar = agendarTarefa({ error: vi.fn() }, 'falhou', passar, { primeiraMs: 10, intervaloMs: 100 });
    await vi.advanceTimersByTimeAsync(350);
    expect(passar).toHaveBeenCalledTimes(1);
    terminar();
    await vi.advanceTimersByTimeAsync(100);
    expect(passar).toHaveBeenCalledTimes(2);
    parar();
  });

  it('registra a falha de uma passada e segue com a próxima', async () => {
    const erro = new Error('banco fora');
    const log = { error: vi.fn() };
    const passar = vi.fn().mockRejectedValueOnce(erro).mockResolvedValue(undefined);
    const parar = agendarTarefa(log, 'falha na tarefa', passar, { primeiraMs: 10, intervaloMs: 100 });
    await vi.advanceTimersByTimeAsync(10);
    expect(log.error).toHaveBeenCalledWith(erro, 'falha na tarefa');
    await vi.advanceTimersByTimeAsync(100);
    expect(passar).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalledTimes(1);
    parar();
  });
});
