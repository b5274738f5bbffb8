import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { queryKeys } from '@vetrina/web-kit';
import { ContactPage } from './ContactPage.tsx';

/** What the server render sends: a visitor without JavaScript gets a real form with its token. */
function serverMarkup(route: string) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(queryKeys.contactForm, {
    token: 'signed.token',
    questionIndex: 2,
    question: 'Quanto fa 10 - 7?',
  });
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        <ContactPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const formTag = (html: string) => /<form [^>]*>/.exec(html)?.[0] ?? '';
/** The attributes of the input or textarea named `name`. */
const field = (html: string, name: string) =>
  new RegExp(`<(?:input|textarea) [^>]*name="${name}"[^>]*>`).exec(html)?.[0].match(/[\w-]+="[^"]*"/g) ?? [];

describe('Contact page rendered by the server', () => {
  it('holds the skeleton for scripts and, for a browser without them, a plain form that posts to /api/contact', () => {
    const html = serverMarkup('/contatti?oggetto=Richiesta%20di%20preventivo');
    expect(html).toContain('data-testid="contact-form-skeleton"');
    const noscript = /<noscript>([\s\S]*)<\/noscript>/.exec(html)?.[1] ?? '';
    expect(formTag(noscript)).toMatch(/method="post"/);
    expect(formTag(noscript)).toMatch(/action="\/api\/contact"/);
    expect(noscript).toContain('.contact-form-skeleton{display:none!important}');
    expect(noscript).toContain('Quanto fa 10 - 7?');
    expect(noscript).toMatch(/<input type="hidden" name="formToken" value="signed.token"\/>/);
    expect(noscript).toMatch(/<input type="hidden" name="questionIndex" value="2"\/>/);
    expect(field(noscript, 'name')).toEqual(expect.arrayContaining(['required=""', 'minLength="2"']));
    expect(field(noscript, 'email')).toEqual(expect.arrayContaining(['required=""', 'type="email"']));
    expect(field(noscript, 'subject')).toContain('value="Richiesta di preventivo"');
    expect(field(noscript, 'message')).toEqual(expect.arrayContaining(['required=""', 'minLength="10"']));
    expect(field(noscript, 'securityAnswer')).toContain('required=""');
    expect(field(noscript, 'website')).toEqual(
      expect.arrayContaining(['tabindex="-1"', 'autoComplete="off"']),
    );
  });

  it('renders the thank-you page a no-JavaScript submission is sent back to', () => {
    const html = serverMarkup('/contatti?inviato=1');
    expect(html).toContain('Grazie per averci contattato!');
    expect(html).toContain('href="/contatti"');
    expect(html).not.toContain('<form');
  });

  it('renders the reason of a refused no-JavaScript submission above a new form', () => {
    const html = serverMarkup('/contatti?errore=verifica');
    expect(html).toContain('Verifica di sicurezza fallita');
    expect(formTag(html)).toMatch(/action="\/api\/contact"/);
  });
});
