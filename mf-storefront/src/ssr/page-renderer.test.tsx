import { DEFAULT_SITE_CONFIG } from '@vetrina/web-kit/site';
import { ReadError } from './page-module.ts';
import { createRenderer } from './page-renderer.tsx';

const MANIFEST = {
  publicPath: '/remotes/storefront/islands/',
  runtime: ['runtime.11111111.js'],
  stylesheets: ['site.22222222.css'],
  islands: { ThemeSwitch: ['island-ThemeSwitch.33333333.js'], Gallery: ['island-Gallery.44444444.js'] },
};

const TESTIMONIAL = {
  id: 1,
  name: 'Giulia Rossi',
  initials: null,
  content: 'Bellissimo',
  rating: 5,
  childName: null,
  childAge: null,
};

function rendererWith(answers: Record<string, unknown>) {
  const reads: string[] = [];
  const render = createRenderer({
    site: DEFAULT_SITE_CONFIG,
    manifest: MANIFEST,
    read: async <T,>(path: string): Promise<T> => {
      reads.push(path);
      if (!(path in answers)) throw new ReadError(path, 0);
      return answers[path] as T;
    },
  });
  return { render, reads };
}

const bodyOf = (document: string) => {
  const page = window.document.createElement('html');
  page.innerHTML = document.replace(/^<!doctype html>/i, '');
  return page;
};

describe('page renderer', () => {
  it('renders the whole document: stylesheet, islands runtime, slots for the gateway, the layout and the page', async () => {
    const { render } = rendererWith({});
    const { status, document } = await render('/faq');
    expect(status).toBe(200);
    expect(document).toMatch(/^<!doctype html>\n<html lang="it">/);
    expect(document).toContain(
      '<link rel="stylesheet" href="/remotes/storefront/islands/site.22222222.css" />',
    );
    expect(document).toContain(
      '<script defer src="/remotes/storefront/islands/runtime.11111111.js"></script>',
    );
    expect(document).toContain(
      '<!--slot:meta--><title>Domande Frequenti | Vetrina Creazioni</title><!--/slot:meta-->',
    );
    expect(document).toContain('<!--slot:head-->');
    expect(document).toContain('<script type="speculationrules">');
    expect(document).not.toContain('<style');
    const page = bodyOf(document);
    expect(page.querySelector('main#contenuto h1')?.textContent).toBe('Domande Frequenti');
    expect(page.querySelectorAll('details[name="faq"]')).toHaveLength(10);
    expect([...page.querySelectorAll('[data-island]')].map((el) => el.getAttribute('data-island'))).toEqual([
      'CategoriesMenu',
      'ThemeSwitch',
      'MobileMenu',
    ]);
    // The header's islands hydrate at once: their chunks download with the runtime.
    expect(document).toContain(
      '<link rel="preload" as="script" href="/remotes/storefront/islands/island-ThemeSwitch.33333333.js" />',
    );
  });

  it('renders an unknown path as the 404 page with HTTP 404', async () => {
    const { status, document } = await rendererWith({}).render('/pagina-a-caso');
    expect(status).toBe(404);
    expect(bodyOf(document).querySelector('h1')?.textContent).toBe('404 Page Not Found');
  });

  it("shows home's calm error panels with a 'Riprova' link, answered 503 (never cached), when reads fail", async () => {
    const { render, reads } = rendererWith({ '/api/testimonials': [TESTIMONIAL] });
    const { status, document } = await render('/');
    expect(status).toBe(503);
    expect(reads.sort()).toEqual(['/api/categories', '/api/products/featured', '/api/testimonials']);
    const page = bodyOf(document);
    const alerts = [...page.querySelectorAll('[role="alert"]')].map((el) => el.textContent);
    expect(alerts).toContain('Si è verificato un errore nel caricamento dei prodotti. Riprova più tardi.');
    expect(alerts).toContain('Si è verificato un errore nel caricamento delle categorie. Riprova più tardi.');
    const retries = [...page.querySelectorAll('a')].filter((a) => a.textContent === 'Riprova');
    expect(retries).toHaveLength(2);
    expect(retries.every((a) => a.getAttribute('href') === '')).toBe(true);
    expect(page.textContent).toContain('Giulia Rossi');
  });

  it('renders the home page with its data, 200', async () => {
    const { status, document } = await rendererWith({
      '/api/products/featured': [],
      '/api/categories': [],
      '/api/testimonials': [],
    }).render('/');
    expect(status).toBe(200);
    const text = bodyOf(document).textContent;
    expect(text).toContain('Al momento non ci sono prodotti in evidenza. Torna a trovarci presto!');
    expect(text).toContain('Non ci sono ancora testimonianze. Sii il primo a lasciare un feedback!');
  });
});
