import { validateContact, type ContactValues } from './contact-validation.ts';

const valid: ContactValues = {
  name: 'Giulia Bianchi',
  email: 'giulia.bianchi@example.it',
  subject: 'Copertina',
  message: 'Vorrei una copertina con il nome Sofia.',
  securityAnswer: 'blu',
};

describe('validateContact', () => {
  it('accepts a complete form', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it("gives each field the spec's Italian message, on the trimmed text", () => {
    expect(
      validateContact({
        name: ' G ',
        email: 'giulia@',
        subject: 'ab',
        message: 'corto    ',
        securityAnswer: '  ',
      }),
    ).toEqual({
      name: 'Il nome deve contenere almeno 2 caratteri',
      email: 'Inserisci un indirizzo email valido',
      subject: "L'oggetto deve contenere almeno 3 caratteri",
      message: 'Il messaggio deve contenere almeno 10 caratteri',
      securityAnswer: 'La risposta di sicurezza è obbligatoria',
    });
  });

  it('refuses addresses without a domain and texts over the limits', () => {
    expect(validateContact({ ...valid, email: 'giulia@example' }).email).toBe(
      'Inserisci un indirizzo email valido',
    );
    expect(validateContact({ ...valid, subject: 'x'.repeat(201) }).subject).toBe(
      "L'oggetto può contenere al massimo 200 caratteri",
    );
  });
});
