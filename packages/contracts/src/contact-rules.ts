/**
 * The contact form's rules (spec §5) without zod: the server's contactInputSchema is built from them and
 * the storefront's form island checks the same limits with the same Italian messages in the browser.
 */
export const CONTACT_MESSAGES = {
  name: 'Il nome deve contenere almeno 2 caratteri',
  email: 'Inserisci un indirizzo email valido',
  subject: "L'oggetto deve contenere almeno 3 caratteri",
  message: 'Il messaggio deve contenere almeno 10 caratteri',
  website: 'Campo non valido',
  securityAnswer: 'La risposta di sicurezza è obbligatoria',
} as const;

/** Length limits of each field (trimmed text), as contactInputSchema enforces them. */
export const CONTACT_LIMITS = {
  name: { min: 2, max: 100, tooLong: 'Il nome può contenere al massimo 100 caratteri' },
  email: { min: 0, max: 254, tooLong: CONTACT_MESSAGES.email },
  subject: { min: 3, max: 200, tooLong: "L'oggetto può contenere al massimo 200 caratteri" },
  message: { min: 10, max: 5000, tooLong: 'Il messaggio può contenere al massimo 5000 caratteri' },
  securityAnswer: { min: 1, max: 50, tooLong: 'La risposta può contenere al massimo 50 caratteri' },
} as const;
