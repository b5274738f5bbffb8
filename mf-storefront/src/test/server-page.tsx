import { renderToString } from 'react-dom/server';
import { DEFAULT_SITE_CONFIG, SiteConfigContext } from '@vetrina/web-kit/site';
import { createRenderCollector, RenderCollectorContext } from '../islands/render-context.ts';
import { ReadError, type PageModule } from '../page-kit/page-module.ts';

/** A read's answer in a test: the data, or an error status (0: the service did not answer). */
export type FakeAnswer = unknown | { status: number };
const isFailure = (answer: unknown): answer is { status: number } =>
  typeof answer === 'object' &&
  answer !== null &&
  !Array.isArray(answer) &&
  Object.keys(answer).join() === 'status';

/**
 * A page as the renderer serves it, without services: its `load` with reads answered from `answers` (an
 * unknown path fails like a service that is down), then its component rendered to HTML and put in the
 * document. Returns the HTTP status, the reads asked for and the islands the page carries.
 */
export async function renderServerPage<P extends object>(
  page: PageModule<P>,
  {
    params = {},
    search = '',
    answers,
  }: { params?: Record<string, string>; search?: string; answers: Record<string, FakeAnswer> },
) {
  const reads: string[] = [];
  const read = async <T,>(path: string): Promise<T> => {
    reads.push(path);
    const answer = answers[path];
    if (answer === undefined) throw new ReadError(path, 0);
    if (isFailure(answer)) throw new ReadError(path, answer.status);
    return answer as T;
  };
  const loaded = await page.load({
    pathname: '/pagina',
    params,
    search: new URLSearchParams(search),
    read,
  });
  if ('notFound' in loaded) throw new Error('this page shows its own not-found state');
  const collector = createRenderCollector();
  const html = renderToString(
    <RenderCollectorContext value={collector}>
      <SiteConfigContext value={DEFAULT_SITE_CONFIG}>
        <page.Page {...loaded.props} />
      </SiteConfigContext>
    </RenderCollectorContext>,
  );
  document.body.innerHTML = html;
  return {
    status: loaded.status ?? 200,
    props: loaded.props,
    head: loaded.head?.({ siteName: DEFAULT_SITE_CONFIG.siteName, origin: 'https://vetrina.example' }),
    reads,
    html,
    islands: collector.islands,
  };
}
