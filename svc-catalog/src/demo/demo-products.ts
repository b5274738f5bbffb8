import type { ProductQuestion } from '@vetrina/contracts';

/** Extra gallery item; `image: 'main'` repeats the main picture to prove the gallery drops duplicates. */
export interface DemoMedia {
  image: 'main' | number;
  displayOrder: number | null;
  videoUrl?: string;
}

export interface DemoProduct {
  slug: string;
  name: string;
  category: string;
  description: string;
  shortDescription: string | null;
  price: string | null;
  availability: string;
  featured: boolean;
  isCustomizable: boolean;
  customizationPrice?: string;
  /** Working days to make it (min, max); absent: the site's default. */
  leadTime?: [number | null, number | null];
  media?: DemoMedia[];
  /** Personalisation questions of the request form (issue 30). */
  questions?: ProductQuestion[];
}

/** The bib's questions, the issue's own example: the name fits 12 letters, four thread colours. */
export const BIB_QUESTIONS: ProductQuestion[] = [
  { id: 'q1', text: 'Nome da ricamare', kind: 'text', maxLength: 12, options: [], required: true },
  {
    id: 'q2',
    text: 'Colore del filo',
    kind: 'choice',
    maxLength: null,
    options: ['rosa', 'azzurro', 'verde', 'panna'],
    required: true,
  },
];

export const INSTAGRAM_REEL = 'https://www.instagram.com/reel/C0dEmOVideo1/';
export const INSTAGRAM_STORY = 'https://www.instagram.com/stories/highlights/17900000000000000/';

/** Newest first in this list = newest first on the site. Natale stays empty on purpose. */
export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    slug: 'bavaglino-personalizzato-con-nome',
    name: 'Bavaglino personalizzato con nome',
    category: 'accessori',
    description:
      'Bavaglino in cotone piqué con il nome del bambino ricamato a mano. Il retro in spugna assorbe le pappe più ' +
      'disordinate e la chiusura a bottone automatico si apre e si chiude con una mano sola.',
    shortDescription: 'Bavaglino in cotone con il nome ricamato a mano.',
    price: '12.50',
    availability: 'Disponibile',
    featured: true,
    isCustomizable: true,
    leadTime: [3, 5],
    questions: BIB_QUESTIONS,
    media: [
      { image: 1, displayOrder: 2 },
      { image: 'main', displayOrder: 1 },
      { image: 2, displayOrder: null },
      { image: 3, displayOrder: 3 },
    ],
  },
  {
    slug: 'copertina-nascita-in-mussola',
    name: 'Copertina nascita in mussola',
    category: 'set-nascita',
    description:
      'Copertina in doppia mussola di cotone, leggera e traspirante, perfetta per la culla e per il passeggino. ' +
      'Cucita in un solo esemplare con una stoffa a pois rosa cipria.',
    shortDescription: 'Doppia mussola di cotone, leggera e traspirante. Esemplare unico.',
    price: '45.00',
    availability: 'Pezzo unico',
    featured: true,
    isCustomizable: false,
    media: [
      { image: 1, displayOrder: 1, videoUrl: INSTAGRAM_REEL },
      { image: 2, displayOrder: 2 },
    ],
  },
  {
    slug: 'set-nascita-nuvola',
    name: 'Set nascita Nuvola',
    category: 'set-nascita',
    description:
      'Il set per accogliere il nuovo arrivato: copertina imbottita, bavaglino e fiocco nascita coordinati con ' +
      'nuvolette azzurre. Ogni set è cucito su ordinazione con i colori che preferisci.',
    shortDescription: 'Copertina, bavaglino e fiocco nascita coordinati.',
    price: '89.00',
    availability: 'Su ordinazione',
    featured: true,
    isCustomizable: true,
    customizationPrice: '10.00',
  },
  {
    slug: 'sonaglino-coniglietto',
    name: 'Sonaglino coniglietto',
    category: 'giochi',
    description:
      'Sonaglino morbido a forma di coniglietto, con imbottitura anallergica e un campanellino cucito al sicuro ' +
      'dentro la pancia. Le orecchie in tessuto stropicciato stimolano il tatto.',
    shortDescription: null,
    price: '16.00',
    availability: 'Disponibile',
    featured: true,
    isCustomizable: false,
    media: [
      { image: 1, displayOrder: null, videoUrl: INSTAGRAM_STORY },
      { image: 2, displayOrder: 1 },
    ],
  },
  {
    slug: 'borsa-mamma-perche-no',
    name: 'Borsa mamma "Perché no?"',
    category: 'per-noi-mamme',
    description:
      'Borsa capiente per le uscite con i più piccoli: tasca termica per il biberon, scomparto per i pannolini e ' +
      'un fasciatoio pieghevole. Perché non avere tutto a portata di mano?',
    shortDescription: 'La borsa con tasca termica e fasciatoio pieghevole.',
    price: '55.00',
    availability: 'Disponibile',
    featured: true,
    isCustomizable: true,
  },
  {
    slug: 'portaciuccio-in-cotone',
    name: 'Portaciuccio in cotone',
    category: 'accessori',
    description:
      'Portaciuccio in cotone con clip in legno naturale non verniciato. Si abbina a ogni bavaglino.',
    shortDescription: null,
    price: '9.00',
    availability: 'Disponibile',
    featured: false,
    isCustomizable: true,
  },
  {
    slug: 'cuffietta-in-mussola',
    name: 'Cuffietta in mussola',
    category: 'accessori',
    description:
      'Cuffietta in mussola di cotone con laccetti morbidi, pensata per i primi mesi.\n\n' +
      'Taglie disponibili:\n- 0-3 mesi\n- 3-6 mesi\n- 6-12 mesi\n\n' +
      'Lavabile in lavatrice a 30°C. Ogni cuffietta viene cucita su ordinazione, di solito in 3-5 giorni lavorativi: ' +
      'scrivici la taglia e il colore che preferisci e ti manderemo una foto della stoffa prima di iniziare.',
    shortDescription: null,
    price: '14.00',
    availability: 'Su ordinazione',
    featured: false,
    isCustomizable: false,
  },
  {
    slug: 'sacchettino-porta-tutto',
    name: 'Sacchettino porta tutto',
    category: 'accessori',
    description: 'Sacchettino con coulisse per ciucci, salviette e piccoli giochi. Ideale per l’asilo nido.',
    shortDescription: null,
    price: '7.50',
    availability: 'Esaurito',
    featured: false,
    isCustomizable: false,
  },
  {
    slug: 'fiocco-nascita-con-nome',
    name: 'Fiocco nascita con nome',
    category: 'set-nascita',
    description:
      'Fiocco nascita da appendere alla porta, con il nome del bebè ricamato e una nuvoletta imbottita.\n' +
      'Il prezzo dipende dalla lunghezza del nome e dai decori scelti: contattaci per un preventivo.',
    shortDescription: null,
    price: null,
    availability: 'Su ordinazione',
    featured: false,
    isCustomizable: true,
  },
  {
    slug: 'lenzuolino-per-culla',
    name: 'Lenzuolino per culla',
    category: 'set-nascita',
    description:
      'Lenzuolino in percalle di cotone con balza ricamata, misura standard per culla e carrozzina.',
    shortDescription: 'Percalle di cotone con balza ricamata.',
    price: '32.00',
    availability: 'Disponibile',
    featured: false,
    isCustomizable: false,
  },
  {
    slug: 'libro-tattile-di-stoffa',
    name: 'Libro tattile di stoffa',
    category: 'giochi',
    description:
      'Libro morbido di sei pagine con tessuti diversi da toccare: velluto, raso, spugna e tulle.\n' +
      'Ogni pagina racconta un animale della fattoria e nasconde una sorpresa: una tasca, una zip o un fiocco.\n\n' +
      'Esemplare unico, cucito interamente a mano con ritagli di stoffe selezionate.',
    shortDescription: null,
    price: '38.00',
    availability: 'Pezzo unico',
    featured: false,
    isCustomizable: false,
    media: [
      { image: 1, displayOrder: 1 },
      { image: 2, displayOrder: 2 },
    ],
  },
  {
    slug: 'pupazzo-orsetto',
    name: 'Pupazzo orsetto',
    category: 'giochi',
    description:
      'Orsetto di pannolenci con occhi ricamati (niente parti piccole staccabili), alto circa 25 cm.',
    shortDescription: null,
    price: null,
    availability: 'Esaurito',
    featured: false,
    isCustomizable: false,
  },
  {
    slug: 'pochette-portadocumenti-bambino',
    name: 'Pochette portadocumenti del bambino',
    category: 'per-noi-mamme',
    description:
      'Pochette imbottita per libretto pediatrico, tessera sanitaria e documenti del bambino, con il nome ricamato.',
    shortDescription: 'Per libretto pediatrico e documenti, con il nome ricamato.',
    price: '24.00',
    availability: 'Disponibile',
    featured: false,
    isCustomizable: true,
  },
  {
    slug: 'organizer-per-passeggino',
    name: 'Organizer per passeggino',
    category: 'per-noi-mamme',
    description:
      'Organizer da agganciare al maniglione del passeggino, con due portabicchieri e tasca con zip.',
    shortDescription: null,
    price: '29.90',
    availability: 'Su ordinazione',
    featured: false,
    isCustomizable: false,
  },
];
