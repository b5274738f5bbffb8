import type { TestimonialValues } from '../testimonials/testimonial-repository.ts';

/** Newest first. */
export const DEMO_TESTIMONIALS: TestimonialValues[] = [
  {
    name: 'Giulia Rossi',
    content:
      'Il bavaglino con il nome di Tommaso è bellissimo e lavato tantissime volte è ancora come nuovo. ' +
      'Si vede la cura in ogni cucitura!',
    rating: 5,
    initials: 'GR',
    child_name: 'Tommaso',
    child_age: '3 anni',
  },
  {
    name: 'Francesca Bianchi',
    content:
      'Ho regalato il set nascita Nuvola a mia cognata: colori delicatissimi e confezione curata. ' +
      'Consegna puntuale e tanta gentilezza.',
    rating: 5,
    initials: 'FB',
    child_name: null,
    child_age: null,
  },
  {
    name: 'Martina Esposito',
    content:
      'Il sonaglino coniglietto è diventato il gioco preferito di Sofia, lo porta ovunque. ' +
      'Morbidissimo e senza parti pericolose.',
    rating: 5,
    initials: 'ME',
    child_name: 'Sofia',
    child_age: '10 mesi',
  },
  {
    name: 'Chiara Romano',
    content:
      'Borsa comodissima per le passeggiate, la tasca termica è una salvezza. ' +
      'Avrei voluto un colore in più tra cui scegliere, ma la qualità è ottima.',
    rating: 4,
    initials: 'CR',
    child_name: null,
    child_age: null,
  },
  {
    name: 'Valentina Colombo',
    content:
      'Abbiamo ordinato il fiocco nascita con il nome e ci hanno mandato la foto della stoffa prima di cucirlo. ' +
      'Un pensiero che fa la differenza.',
    rating: 5,
    initials: 'VC',
    child_name: 'Leonardo',
    child_age: '1 anno',
  },
  {
    name: 'Sara Ricci',
    content:
      'Libro tattile splendido, pezzo unico davvero. Tempi di spedizione un po’ lunghi ma ne è valsa la pena.',
    rating: 4,
    initials: null,
    child_name: 'Emma',
    child_age: null,
  },
];
