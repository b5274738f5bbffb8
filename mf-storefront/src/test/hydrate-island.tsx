import { act } from 'react';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';

/**
 * An island as the browser gets it: its server markup in a container, then hydrated with the same props
 * and useId prefix. Returns the container and every hydration problem React reported (recoverable errors
 * and console errors such as mismatch warnings): a test asserts the list is empty.
 */
export async function hydrateIsland<P extends object>(Component: ComponentType<P>, props: P) {
  const prefix = 'i0-';
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Component {...props} />, { identifierPrefix: prefix });
  document.body.append(container);
  const problems: string[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    problems.push(args.map(String).join(' '));
  });
  try {
    await act(async () => {
      hydrateRoot(container, <Component {...props} />, {
        identifierPrefix: prefix,
        onRecoverableError: (error) => problems.push(String(error)),
      });
    });
  } finally {
    consoleError.mockRestore();
  }
  return { container, problems };
}
