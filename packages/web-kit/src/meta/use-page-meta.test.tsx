import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG, SiteConfigContext } from '../site/site-config.ts';
import type { PageId } from '@vetrina/contracts/pages';
import type { PageMeta } from './use-page-meta.ts';
import { usePageMeta } from './use-page-meta.ts';

function Page(props: PageMeta) {
  usePageMeta(props);
  return null;
}

function TablePage({ id }: { id: PageId }) {
  usePageMeta(id);
  return null;
}

const site = { ...DEFAULT_SITE_CONFIG, siteName: 'Vetrina Creazioni', publicUrl: 'https://vetrina.example' };
const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

function renderPage(props: PageMeta) {
  return render(
    <SiteConfigContext.Provider value={site}>
      <Page {...props} />
    </SiteConfigContext.Provider>,
  );
}

describe('usePageMeta', () => {
  it('sets the title pattern, description, social and canonical tags', () => {
    renderPage({
      title: 'I Nostri Prodotti',
      description: 'Prodotti fatti a mano',
      keywords: ['bavaglini', 'cuscini'],
      canonicalPath: '/prodotti',
    });
    expect(document.title).toBe('I Nostri Prodotti | Vetrina Creazioni');
    expect(meta('meta[name="description"]')).toBe('Prodotti fatti a mano');
    expect(meta('meta[name="keywords"]')).toBe('bavaglini, cuscini');
    expect(meta('meta[property="og:title"]')).toBe('I Nostri Prodotti | Vetrina Creazioni');
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[property="og:image"]')).toBe('https://vetrina.example/og-image.jpg');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://vetrina.example/prodotti',
    );
  });

  it('replaces the JSON-LD and updates tags when the page changes', () => {
    const { rerender } = renderPage({ title: 'A', jsonLd: { '@type': 'Product', name: 'A' } });
    rerender(
      <SiteConfigContext.Provider value={site}>
        <Page
          title="B"
          ogType="product"
          ogImage="/uploads/b.webp"
          jsonLd={{ '@type': 'Product', name: 'B' }}
        />
      </SiteConfigContext.Provider>,
    );
    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!.textContent ?? '')).toEqual({ '@type': 'Product', name: 'B' });
    expect(document.title).toBe('B | Vetrina Creazioni');
    expect(meta('meta[property="og:type"]')).toBe('product');
    expect(meta('meta[property="og:image"]')).toBe('https://vetrina.example/uploads/b.webp');
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(meta('meta[name="description"]')).toBeUndefined();
  });

  it("writes a public page's text, canonical path and structured data from the page table", () => {
    render(
      <SiteConfigContext.Provider value={site}>
        <TablePage id="terms" />
      </SiteConfigContext.Provider>,
    );
    expect(document.title).toBe('Termini e Condizioni | Vetrina Creazioni');
    expect(meta('meta[name="description"]')).toBe(
      'Termini e condizioni di vendita di Vetrina Creazioni: ordini, pagamenti, personalizzazioni, spedizioni e resi.',
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://vetrina.example/termini',
    );
    render(
      <SiteConfigContext.Provider value={site}>
        <TablePage id="faq" />
      </SiteConfigContext.Provider>,
    );
    const ld = document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
    expect(JSON.parse(ld)).toMatchObject({ '@type': 'FAQPage' });
  });
});
