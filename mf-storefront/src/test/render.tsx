import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { MemoryRouter, Route, Routes } from 'react-router';
import { DEFAULT_SITE_CONFIG, SiteConfigContext } from '@vetrina/web-kit';
import { vi } from 'vitest';

interface Options {
  /** Initial URL, e.g. '/prodotti?q=bavaglino'. */
  route?: string;
  /** Route pattern the element is mounted at, e.g. '/prodotti/:slug'. */
  path?: string;
}

/** Renders a page with the providers the shell gives remotes in production. */
export function renderPage(ui: ReactElement, { route = '/', path = '*' }: Options = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const result = render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={createTheme()}>
        <SiteConfigContext.Provider value={DEFAULT_SITE_CONFIG}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={<p>altra pagina</p>} />
            </Routes>
          </MemoryRouter>
        </SiteConfigContext.Provider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

type Reply = { status: number; body: unknown } | 'pending';

/** What a function entry of mockApi's table is called with. */
export interface ApiRequest {
  method: string;
  body: unknown;
}

/**
 * Stubs fetch with a table of `path → JSON body` (200) or `{status, body}` or 'pending' (never answers),
 * or a function of the request (method, parsed JSON body) returning one of those (or a promise of one). Unknown paths answer 404.
 */
export function mockApi(table: Record<string, unknown>) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url =
      typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    calls.push(url);
    const found = (url in table ? table[url] : { status: 404, body: { message: 'Not found' } }) as unknown;
    // A function may answer later (a promise), e.g. to look at the page while a request is under way.
    const entry: unknown = await (typeof found === 'function'
      ? (found as (request: ApiRequest) => unknown)({
          method: init?.method ?? 'GET',
          body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        })
      : found);
    if (entry === 'pending') return new Promise<Response>(() => undefined);
    const reply: Reply =
      entry && typeof entry === 'object' && 'status' in entry && 'body' in entry
        ? (entry as { status: number; body: unknown })
        : { status: 200, body: entry };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
