import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { MemoryRouter, Route, Routes } from 'react-router';
import { DEFAULT_SITE_CONFIG, SiteConfigContext } from '@vetrina/web-kit';
import { mockApi as mockSharedApi, pending, reply } from '@vetrina/web-kit/test/api-mock';
import type { HandlerTable } from '@vetrina/web-kit/test/api-mock';

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

/** What a function entry of mockApi's table is called with. */
export interface ApiRequest {
  method: string;
  body: unknown;
}

const toReply = (entry: unknown) =>
  entry === 'pending'
    ? pending()
    : entry && typeof entry === 'object' && 'status' in entry && 'body' in entry
      ? reply((entry as { body: unknown }).body, (entry as { status: number }).status)
      : reply(entry);

/**
 * The storefront's older table form over the shared API mock (@vetrina/web-kit/test/api-mock, MSW):
 * `path → JSON body` (200), `{status, body}`, 'pending' (never answers) or a function of the request
 * (method, parsed JSON body) returning one of those, or a promise of one. Unknown paths answer 404.
 * New tests use the shared mock directly ('METHOD /path' keys, contract-typed replies).
 */
export function mockApi(table: Record<string, unknown>) {
  const handlers: HandlerTable = {};
  for (const [url, found] of Object.entries(table)) {
    handlers[url] =
      typeof found === 'function'
        ? async (call) =>
            toReply(
              await (found as (request: ApiRequest) => unknown)({ method: call.method, body: call.body }),
            )
        : toReply(found);
  }
  const api = mockSharedApi(handlers);
  return { calls: api.urls };
}
