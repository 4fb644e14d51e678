import { type ComponentType, lazy } from 'react';

/** React.lazy for a module's named export, so pages keep named exports and still split. */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
