/** The ten FAQ entries (spec §9), shown on /faq and given to crawlers as FAQPage data. */
export const FAQ_ITEMS = [
  {
    question: 'Come posso effettuare un ordine?',
    answer:
      "Non c'è un carrello online: scegli il prodotto che ti piace e contattaci tramite il modulo di contatto, via e-mail o sul nostro profilo social. Ti risponderemo con tutti i dettagli.",
  },
  {
    question: 'Quanto tempo serve per ricevere un ordine?',
    answer:
      'I prodotti disponibili vengono preparati in 1-2 giorni; quelli su ordinazione o personalizzati richiedono 3-10 giorni. A questi si aggiungono i tempi di consegna del corriere.',
  },
  {
    question: 'Posso personalizzare i prodotti?',
    answer:
      'Sì! Molte creazioni possono essere personalizzate con nome, iniziali, colori e fantasie. Il supplemento per la personalizzazione è indicato nella pagina di ogni prodotto.',
  },
  {
    question: 'Quali materiali utilizzate?',
    answer:
      'Usiamo tessuti di alta qualità, morbidi e sicuri per la pelle delicata dei bambini, scegliendo quando possibile materiali naturali ed ecologici.',
  },
  {
    question: 'Come devo lavare i prodotti?',
    answer:
      'Consigliamo il lavaggio in lavatrice a 30°C con un detersivo delicato, senza candeggina. Lascia asciugare all’aria e stira a bassa temperatura sul rovescio.',
  },
  {
    question: 'Quali metodi di pagamento accettate?',
    answer: 'Accettiamo bonifico bancario, PayPal e contanti al momento del ritiro a mano.',
  },
  {
    question: 'Quanto costa la spedizione?',
    answer:
      'La spedizione in Italia parte da 6,65 €. Il costo esatto dipende da peso e dimensioni del pacco.',
  },
  {
    question: 'Posso restituire un prodotto?',
    answer:
      'Puoi restituire i prodotti entro 14 giorni dalla consegna. I prodotti personalizzati non possono essere restituiti, salvo difetti di fabbricazione.',
  },
  {
    question: 'Le fantasie delle foto sono sempre disponibili?',
    answer:
      'Le fantasie mostrate sono esempi: i tessuti disponibili possono variare in base alle scorte. Ti proporremo sempre le alternative prima di iniziare il lavoro.',
  },
  {
    question: 'Realizzate idee regalo su richiesta?',
    answer:
      'Certo! Raccontaci la tua idea e prepareremo un preventivo senza impegno per una creazione unica, perfetta come regalo di nascita o per un’occasione speciale.',
  },
] as const;
