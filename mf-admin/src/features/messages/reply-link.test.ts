import { describe, expect, it } from 'vitest';
import { contactMessage } from '../../test/message-fixtures.ts';
import { emailDomain, replyBody, replyHref } from './reply-link.ts';

const MESSAGE = contactMessage(7, {
  email: 'anna.rossi@Esempio.it',
  subject: 'Copertina & bavaglino?',
  message: 'Buongiorno,\nvorrei una copertina con il nome Sofia.\nGrazie',
});

describe('reply link', () => {
  it("answers the sender with 'Re: {subject}', a greeting and the original text quoted", () => {
    const url = new URL(replyHref(MESSAGE));
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('anna.rossi@Esempio.it');
    expect(url.searchParams.get('subject')).toBe('Re: Copertina & bavaglino?');
    const body = url.searchParams.get('body')!;
    expect(body.startsWith('Gentile Anna Rossi,\r\n')).toBe(true);
    expect(body).toContain('Il 20/11/2026, 10:05 Anna Rossi ha scritto:');
    expect(body).toContain('> Buongiorno,\r\n> vorrei una copertina con il nome Sofia.\r\n> Grazie');
  });

  it('keeps the greeting first and the quote last', () => {
    const lines = replyBody(MESSAGE).split('\r\n');
    expect(lines[0]).toBe('Gentile Anna Rossi,');
    expect(lines.at(-1)).toBe('> Grazie');
  });

  it("names the sender's e-mail domain for the badge", () => {
    expect(emailDomain('anna.rossi@Esempio.it')).toBe('esempio.it');
    expect(emailDomain('nessuna-chiocciola')).toBe('nessuna-chiocciola');
  });
});
