/** The subject the home page's 'Richiedi un Preventivo' fills in: the form reads `?oggetto=`. */
export const QUOTE_SUBJECT = 'Richiesta di preventivo';

/** The contact form, its subject already filled in (a module of its own: Home's chunk carries only this). */
export const QUOTE_FORM_URL = `/contatti?oggetto=${encodeURIComponent(QUOTE_SUBJECT)}`;
