/** The contact page's messages (spec §2 Contact, §8 Contact), in one place for the form, the page and tests. */

export interface Notice {
  title: string;
  text: string;
}

export const SENT_TOAST: Notice = {
  title: 'Messaggio inviato!',
  text: 'Ti risponderemo al più presto.',
};

export const SECURITY_FAILED: Notice = {
  title: 'Verifica di sicurezza fallita',
  text: 'Il sistema ha rilevato un comportamento anomalo. Si prega di riprovare più tardi.',
};

export const SEND_FAILED: Notice = {
  title: 'Errore',
  text: "Si è verificato un errore durante l'invio del messaggio. Riprova più tardi.",
};

/** The server's 429 text (svc-content), used when its answer carries none. */
export const TOO_MANY_MESSAGES = 'Hai inviato troppi messaggi. Riprova tra qualche minuto.';

export const THANK_YOU: Notice = {
  title: 'Grazie per averci contattato!',
  text: 'Abbiamo ricevuto il tuo messaggio e ti risponderemo al più presto.',
};

export const SEND_LABEL = 'Invia messaggio';
export const SENDING_LABEL = 'Invio in corso...';
export const ANOTHER_MESSAGE_LABEL = 'Invia un altro messaggio';

export const FORM_UNAVAILABLE: Notice = {
  title: 'Modulo non disponibile',
  text: 'Non è stato possibile caricare il modulo di contatto. Riprova più tardi o scrivici via email.',
};

/**
 * What the page says after a form sent without JavaScript was refused: svc-content answers such a
 * submission with a redirect to `/contatti?errore=<code>` (verifica 422, dati 400, limite 429, invio other).
 */
export function submissionErrorNotice(code: string): Notice {
  switch (code) {
    case 'verifica':
      return SECURITY_FAILED;
    case 'dati':
      return {
        title: 'Controlla i dati inseriti',
        text: "Il nome deve contenere almeno 2 caratteri, l'oggetto almeno 3 e il messaggio almeno 10; l'indirizzo email deve essere valido.",
      };
    case 'limite':
      return { title: 'Troppi messaggi', text: TOO_MANY_MESSAGES };
    default:
      return SEND_FAILED;
  }
}
