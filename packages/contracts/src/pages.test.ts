import { describe, expect, it } from 'vitest';
import { fillRead, matchPage, pageText, PUBLIC_PAGES, serviceOfRead } from './pages.ts';

describe('public page table', () => {
  it('matches each route by its pattern, with its parameters', () => {
    expect(matchPage('/')?.page.id).toBe('home');
    expect(matchPage('/prodotti')?.page.id).toBe('catalogue');
    expect(matchPage('/prodotti/')?.page.id).toBe('catalogue');
    expect(matchPage('/prodotti/bavaglino')).toMatchObject({
      page: { id: 'product' },
      params: { slug: 'bavaglino' },
    });
    expect(matchPage('/categorie/accessori')).toMatchObject({
      page: { id: 'category' },
      params: { slug: 'accessori' },
    });
    expect(matchPage('/faq')?.page.id).toBe('faq');
    expect(matchPage('/FAQ')?.page.id).toBe('faq');
  });

  it('matches no unknown path', () => {
    for (const path of [
      '/pagina-a-caso',
      '/prodotti/a/b',
      '/categorie',
      '/categorie/',
      '/admin',
      '//',
      '/prodotti//',
    ])
      expect(matchPage(path), path).toBeNull();
  });

  it('has one entry per id and per pattern', () => {
    expect(new Set(PUBLIC_PAGES.map((p) => p.id)).size).toBe(PUBLIC_PAGES.length);
    expect(new Set(PUBLIC_PAGES.map((p) => p.path)).size).toBe(PUBLIC_PAGES.length);
  });

  it("writes the spec's texts, with the site's name and the shipping rate", () => {
    const site = { siteName: 'Vetrina Creazioni' };
    expect(pageText('terms', site).description).toBe(
      'Termini e condizioni di vendita di Vetrina Creazioni: ordini, pagamenti, personalizzazioni, spedizioni e resi.',
    );
    expect(pageText('shipping', site).description).toBe(
      'Tempi e costi di spedizione: prodotti disponibili pronti in 1-2 giorni lavorativi, su ordinazione in 3-5; spedizione da 6,65 €.',
    );
    expect(() => pageText('product', site)).toThrow();
  });

  it('fills reads from parameters and data, and drops a read whose value is missing', () => {
    expect(fillRead('/api/products/:slug', { slug: 'a b' })).toBe('/api/products/a%20b');
    expect(fillRead('/api/categories/:categoryId/products?exclude=:id', { categoryId: 3, id: 7 })).toBe(
      '/api/categories/3/products?exclude=7',
    );
    expect(
      fillRead('/api/categories/:categoryId/products?exclude=:id', { categoryId: null, id: 7 }),
    ).toBeNull();
  });

  it('names the service of each read', () => {
    for (const p of PUBLIC_PAGES)
      for (const read of p.reads) expect(serviceOfRead(read), read).not.toBeNull();
    expect(serviceOfRead('/api/testimonials')).toBe('content');
    expect(serviceOfRead('/api/products/featured')).toBe('catalog');
    expect(serviceOfRead('/api/contact')).toBeNull();
  });

  it('renders the contact page per visitor', () => {
    expect(matchPage('/contatti')?.page.perVisitor).toBe(true);
    expect(matchPage('/contatti/')?.page.perVisitor).toBe(true);
    expect(matchPage('/prodotti')?.page.perVisitor).toBe(false);
  });
});
