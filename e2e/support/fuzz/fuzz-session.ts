import { randomBytes } from 'node:crypto';
import type { FuzzFixtures } from './fuzz-fixtures.ts';

/** The administrator the fuzzer signs in as (never written by it: user routes act on the fuzzer's own user). */
export interface FuzzCredentials {
  username: string;
  password: string;
}

/** Lists whose new rows the fuzzer removes afterwards (children before parents). */
const CLEANED = [
  '/api/admin/products',
  '/api/admin/categories',
  '/api/admin/testimonials',
  '/api/admin/users',
  '/api/admin/messages?folder=inbox',
  '/api/admin/messages?folder=quarantine',
] as const;
const deletePathOf = (list: string) => list.replace(/\?.*$/, '');

/** Well-formed calls of the set-up and clean-up (plain fetch: these are not under test). */
export class FuzzSession {
  readonly base: URL;
  cookie = '';
  private before = new Map<string, Set<number>>();

  constructor(base: URL) {
    this.base = base;
  }

  private async call(method: string, path: string, body?: unknown): Promise<Response> {
    return fetch(new URL(path, this.base), {
      method,
      headers: { cookie: this.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
  }

  private async expectJson<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.call(method, path, body);
    if (!response.ok)
      throw new Error(`fuzz set-up: ${method} ${path} → ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  async signIn({ username, password }: FuzzCredentials): Promise<void> {
    const response = await fetch(new URL('/api/admin/login', this.base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    if (response.status !== 200) throw new Error(`fuzz set-up: sign-in of ${username} → ${response.status}`);
    this.cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
  }

  private async idsOf(list: string): Promise<Set<number>> {
    const rows = await this.expectJson<{ id: number }[] | { items: { id: number }[] }>('GET', list);
    return new Set((Array.isArray(rows) ? rows : rows.items).map((row) => row.id));
  }

  /** Remembers what exists, then makes the rows the fuzzer's writes act on. */
  async prepare(): Promise<FuzzFixtures> {
    for (const list of CLEANED) this.before.set(list, await this.idsOf(list));
    const tag = randomBytes(4).toString('hex');
    const category = await this.expectJson<{ id: number }>('POST', '/api/admin/categories', {
      name: `Fuzz ${tag}`,
      slug: `fuzz-${tag}`,
    });
    const product = await this.expectJson<{ id: number }>('POST', '/api/admin/products', {
      name: `Prodotto fuzz ${tag}`,
      slug: `prodotto-fuzz-${tag}`,
      description: 'Un prodotto di prova del fuzzer, mai pubblicato.',
      image: '/uploads/fuzz.webp',
      imageAlt: 'Prodotto di prova',
      price: null,
      categoryId: category.id,
      published: false,
    });
    const media = await this.expectJson<{ id: number }>('POST', `/api/admin/products/${product.id}/images`, {
      imageUrl: '/uploads/fuzz-2.webp',
      altText: 'Dettaglio di prova',
      isVideo: false,
    });
    const testimonial = await this.expectJson<{ id: number }>('POST', '/api/admin/testimonials', {
      name: `Fuzz ${tag}`,
      content: 'Una testimonianza di prova del fuzzer.',
      rating: 5,
    });
    const user = await this.expectJson<{ id: number }>('POST', '/api/admin/users', {
      username: `fuzz-${tag}`,
      password: `Fuzz-${randomBytes(12).toString('base64url')}`,
      isAdmin: false,
    });
    const [publicProduct] = await this.expectJson<{ id: number; slug: string }[]>('GET', '/api/products');
    const [publicCategory] = await this.expectJson<{ id: number; slug: string }[]>('GET', '/api/categories');
    if (!publicProduct || !publicCategory)
      throw new Error('fuzz set-up: no public product or category to read');
    return {
      productId: product.id,
      mediaId: media.id,
      categoryId: category.id,
      testimonialId: testimonial.id,
      userId: user.id,
      messageId: 2_000_000_000,
      orderId: 2_000_000_000,
      publicProduct,
      publicCategory,
    };
  }

  /** Removes every row made during the run (its own and those the fuzzer's valid requests created). */
  async cleanUp(): Promise<string[]> {
    const problems: string[] = [];
    for (const list of CLEANED) {
      const before = this.before.get(list);
      if (!before) continue;
      for (const id of await this.idsOf(list)) {
        if (before.has(id)) continue;
        const response = await this.call('DELETE', `${deletePathOf(list)}/${id}`);
        if (!response.ok) problems.push(`DELETE ${deletePathOf(list)}/${id} → ${response.status}`);
      }
    }
    return problems;
  }
}
