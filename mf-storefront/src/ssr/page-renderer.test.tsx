import { DEFAULT_SITE_SETTINGS, publicSiteSettings } from '@vetrina/contracts/site-settings';
import { DEFAULT_SITE_CONFIG } from '@vetrina/web-kit/site';
import { ReadError } from '../page-kit/page-module.ts';
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

/** What svc-content answers for /api/settings before the owner saved anything. */
const SETTINGS = publicSiteSettings(DEFAULT_SITE_SETTINGS);

/** The owner's saved settings, different from every default. */
const SAVED = {
  ...SETTINGS,
  siteName: 'Bottega di Anna',
  contactEmail: 'anna@bottega.test',
  phone: '+39 333 123 4567',
  instagramUrl: 'https://www.instagram.com/bottega.anna',
  facebookUrl: 'https://www.facebook.com/bottega.anna',
  addressLine: 'Via dei Sarti 3, 40100 Bologna',
  vatLine: 'P.IVA 01234567890',
  shippingText: 'Spediamo in tutta Europa.\nPacchi regalo su richiesta.',
  shippingRate: '7.50',
  handlingDaysMin: 4,
  handlingDaysMax: 9,
  heroTitle: 'Cuciti con amore a Bologna',
  heroSubtitle: 'Ogni pezzo è unico.',
};

/** A renderer whose reads are answered from `answers` (the default settings unless given). */
function rendererWith(given: Record<string, unknown>) {
  const answers: Record<string, unknown> = { '/api/settings': SETTINGS, ...given };
  const reads: string[] = [];
  const render = createRenderer({
    site: DEFAULT_SITE_CONFIG,
    manifest: MANIFEST,
    read: async <T,>(path: string): Promise<T> => {
      reads.push(path);
      if (answers[path] === undefined) throw new ReadError(path, 0);
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
  it('renders the whole document: stylesheet, islands runtime, its head, the layout and the page', async () => {
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
    expect(document).toContain('<title>Domande Frequenti | Vetrina Creazioni</title>');
    expect(document).not.toContain('<!--slot:');
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
    // Nothing but the runtime's entry is asked for before the page has loaded (its picture comes first).
    expect(document).not.toContain('rel="preload" as="script"');
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
    expect(reads.sort()).toEqual([
      '/api/categories',
      '/api/products/featured',
      '/api/settings',
      '/api/testimonials',
    ]);
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

  it("reads the owner's settings once per render and shows them: footer, hero, title", async () => {
    const { render, reads } = rendererWith({
      '/api/settings': SAVED,
      '/api/products/featured': [],
      '/api/categories': [],
      '/api/testimonials': [],
    });
    const { status, document } = await render('/');
    expect(status).toBe(200);
    expect(reads.filter((path) => path === '/api/settings')).toHaveLength(1);
    expect(document).toContain('<title>Home | Bottega di Anna</title>');
    const page = bodyOf(document);
    expect(page.querySelector('h1')?.textContent).toBe('Cuciti con amore a Bologna');
    expect(page.textContent).toContain('Ogni pezzo è unico.');
    const footer = page.querySelector('footer')!;
    expect(footer.textContent).toContain('Bottega di Anna');
    expect(footer.textContent).toContain('Via dei Sarti 3, 40100 Bologna · P.IVA 01234567890');
    const links = Object.fromEntries([...footer.querySelectorAll('a')].map((a) => [a.textContent, a.href]));
    expect(links).toMatchObject({
      WhatsApp: 'https://wa.me/393331234567',
      Instagram: 'https://www.instagram.com/bottega.anna',
      Facebook: 'https://www.facebook.com/bottega.anna',
    });
  });

  it("shows the settings' e-mail, phone and chat on the contact page and the shipping figures on /spedizioni", async () => {
    const contact = bodyOf(
      (await rendererWith({ '/api/settings': SAVED, '/api/contact/form': {} }).render('/contatti')).document,
    );
    const main = contact.querySelector('main')!;
    const hrefs = [...main.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        'mailto:anna@bottega.test',
        'tel:+393331234567',
        'https://wa.me/393331234567',
        'https://www.instagram.com/bottega.anna',
      ]),
    );
    expect(main.textContent).toContain('anna@bottega.test');
    expect(main.textContent).not.toContain('info@vetrinacreazioni.it');

    const shipping = bodyOf((await rendererWith({ '/api/settings': SAVED }).render('/spedizioni')).document);
    const text = shipping.querySelector('main')!.textContent;
    expect(text).toContain('Spediamo in tutta Europa.\nPacchi regalo su richiesta.');
    expect(text).toContain('Prodotti su ordinazione o personalizzati: preparati in 4-9 giorni lavorativi.');
    expect(text).toContain('La spedizione parte da 7,50 €.');
  });

  it("keeps the spec's texts by default, and answers 503 (never cached) with the environment's when the settings cannot be read", async () => {
    const shipping = bodyOf((await rendererWith({}).render('/spedizioni')).document);
    expect(shipping.textContent).toContain(
      'Spediamo le nostre creazioni in tutta Italia, impacchettate con cura.',
    );
    expect(shipping.textContent).toContain('preparati in 3-5 giorni lavorativi.');
    expect(shipping.textContent).toContain('La spedizione parte da 6,65 €.');

    const { status, document } = await rendererWith({ '/api/settings': undefined }).render('/faq');
    expect(status).toBe(503);
    const footer = bodyOf(document).querySelector('footer')!;
    expect(footer.textContent).toContain(DEFAULT_SITE_CONFIG.siteName);
    expect(footer.querySelector('a[href="https://www.instagram.com/vetrinacreazioni"]')).not.toBeNull();
  });
});
