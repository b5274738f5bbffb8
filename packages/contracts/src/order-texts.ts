import { ORDER_STATUS_LABELS, type OrderStatus } from './order-status.ts';

/** The Italian texts of 'Ordini': validation messages and the form's field labels. */
export const ORDER_MESSAGES = {
  invalid: 'Dati non validi',
  unexpectedField: 'Campo non previsto',
  notFound: 'Ordine non trovato',
  customerName: 'Il nome del cliente deve essere di almeno 2 caratteri.',
  customerNameTooLong: 'Il nome del cliente può avere al massimo 100 caratteri.',
  customerEmail: "Inserisci un'e-mail valida.",
  customerPhone: 'Inserisci un numero di telefono valido (cifre, spazi, +, -, parentesi).',
  lines: "Aggiungi almeno una riga all'ordine.",
  tooManyLines: 'Un ordine può avere al massimo 50 righe.',
  lineProductOrDescription: 'Scegli un prodotto del catalogo oppure scrivi una descrizione.',
  lineDescription: 'La descrizione può avere al massimo 500 caratteri.',
  linePriceOnlyFree: 'Il prezzo di un prodotto del catalogo viene copiato dal catalogo.',
  quantity: 'La quantità deve essere un numero intero tra 1 e 999.',
  personalisationText: 'Il testo da ricamare può avere al massimo 200 caratteri.',
  personalisationColours: 'I colori possono avere al massimo 200 caratteri.',
  personalisationNotes: 'Le note della personalizzazione possono avere al massimo 1000 caratteri.',
  answers: 'Risposte alle domande non valide.',
  money: 'Inserisci un importo valido in euro, con al massimo due decimali (es. 12,50).',
  depositOverTotal: "L'acconto ricevuto non può superare il prezzo concordato.",
  depositWithoutTotal: "Indica il prezzo concordato prima dell'acconto ricevuto.",
  date: 'Inserisci una data valida (AAAA-MM-GG).',
  privateNotes: 'Le note private possono avere al massimo 5000 caratteri.',
  quoteMessage: 'Il messaggio può avere al massimo 2000 caratteri.',
  trackingUrl: "Inserisci l'indirizzo di tracciamento (https://...).",
  status: 'Stato non valido.',
  productNotFound: 'Prodotto non trovato nel catalogo.',
  messageNotFound: 'Il messaggio di origine non esiste più.',
  catalogUnavailable: 'Il catalogo non risponde: riprova tra poco.',
  period: 'Il periodo non è valido: la data iniziale deve precedere quella finale (al massimo un anno).',
  /** 409: a transition the table does not allow, e.g. 'Richiesta' → 'Spedito'. */
  transition: (from: OrderStatus, to: OrderStatus) =>
    `Un ordine nello stato '${ORDER_STATUS_LABELS[from]}' non può passare a '${ORDER_STATUS_LABELS[to]}'.`,
  /** 409: 'Invia preventivo' only from 'Richiesta' (or again from 'Preventivo inviato'). */
  quoteNotAllowed: (from: OrderStatus) =>
    `Il preventivo si invia a un ordine 'Richiesta' o 'Preventivo inviato', non '${ORDER_STATUS_LABELS[from]}'.`,
  quoteWithoutTotal: 'Indica il prezzo concordato prima di inviare il preventivo.',
  /** 409: only an order still 'Richiesta' (nothing sent, nothing agreed) may be deleted. */
  deleteNotAllowed: "Si può eliminare solo un ordine nello stato 'Richiesta': annullalo invece.",
  /** 409: an ended order ('Consegnato', 'Annullato') is kept as it is. */
  editNotAllowed: (from: OrderStatus) =>
    `Un ordine '${ORDER_STATUS_LABELS[from]}' non si può più modificare.`,
} as const;

/** Field labels of the order form (issue 20 names them). */
export const ORDER_FIELD_LABELS = {
  customerName: 'Nome del cliente',
  customerEmail: 'E-mail',
  customerPhone: 'Telefono',
  product: 'Prodotto',
  description: 'Descrizione',
  quantity: 'Quantità',
  personalisation: 'Personalizzazione',
  personalisationText: 'Testo da ricamare',
  personalisationColours: 'Colori',
  personalisationNotes: 'Note',
  answers: 'Risposte del cliente',
  agreedTotal: 'Prezzo concordato (€)',
  depositRequested: 'Acconto richiesto (€)',
  deposit: 'Acconto ricevuto (€)',
  balance: 'Saldo',
  expectedDelivery: 'Consegna prevista',
  privateNotes: 'Note private',
  trackingUrl: 'Link di tracciamento',
} as const;
