import type { ComponentType } from 'react';
import type { HeadSite, PageHead } from './page-head.ts';

/** A read the services answered with an error status (404: no such product), or could not answer (0). */
export class ReadError extends Error {
  readonly path: string;
  readonly status: number;
  constructor(path: string, status: number) {
    super(`read ${path} failed${status ? ` with ${status}` : ''}`);
    this.path = path;
    this.status = status;
  }

  /** The service refused what was asked (a 4xx: unknown or malformed slug): for a page, there is no such thing. */
  get refused(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** Reads one public API path (`/api/products/x`) from the service that owns it. */
export type Read = <T>(path: string) => Promise<T>;

/** A read's outcome, for pages that show a calm error in place of what failed. */
export type Settled<T> = { ok: true; data: T } | { ok: false };

export async function settle<T>(read: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, data: await read };
  } catch {
    return { ok: false };
  }
}

export interface LoadContext {
  /** The page's path as asked (`/prodotti/x`), for a not-found state's head. */
  pathname: string;
  /** The route's parameters, decoded (`slug` of /prodotti/:slug). */
  params: Record<string, string>;
  /** The request's query string (`?search=`, `?anteprima=`). */
  search: URLSearchParams;
  read: Read;
}

export type PageLoad<P> =
  /**
   * `status` 503 when a read failed (the page shows its calm error; no cache keeps it); 404 when the page
   * shows its own not-found state (an unknown product or category keeps the spec's texts).
   */
  | {
      props: P;
      status?: 200 | 404 | 503;
      /**
       * The page's head from the data it read (a product's, a category's), given the site (read beside the
       * page's own data); without it, the page table's text, or the site's name alone for a page whose data
       * could not be read.
       */
      head?: (site: HeadSite) => PageHead;
    }
  /** The 404 page, with HTTP 404 (an unknown product or category). */
  | { notFound: true };

/** What the renderer needs of a page: its reads (server-side only) and its component (plain props). */
export interface PageModule<P extends object> {
  load(context: LoadContext): Promise<PageLoad<P>>;
  Page: ComponentType<P>;
}

/** Helps a page module keep its props' type between `load` and `Page`. */
export const definePage = <P extends object>(module: PageModule<P>): PageModule<P> => module;

/** A page that reads nothing: its component takes no props. */
export const staticPage = (Page: ComponentType<object>): PageModule<object> =>
  definePage({ load: async () => ({ props: {} }), Page });
