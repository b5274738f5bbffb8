import type { CompositionComponent, ProductSafety } from '@vetrina/contracts';

const cotton: CompositionComponent[] = [{ part: '', fibres: [{ fibre: 'cotone', percent: 100 }] }];
const WASH_30 =
  'Lavare a 30 °C con colori simili. Non candeggiare. Non asciugare in asciugatrice. Stirare a bassa temperatura sul rovescio.';
const WASH_40 = 'Lavare a 40 °C. Non candeggiare. Asciugare in piano. Stirare a media temperatura.';
const HAND_WASH =
  'Lavare a mano in acqua fredda con sapone neutro. Non strizzare. Asciugare in piano lontano da fonti di calore.';
const SUPERVISION = 'Attenzione. Usare sotto la sorveglianza di un adulto.';
const CHECK_SEAMS = 'Controllare spesso cuciture e bottoni; non usare il prodotto se danneggiato.';

const safety = (code: string, values: Partial<ProductSafety>): ProductSafety => ({
  sku: code,
  composition: cotton,
  careInstructions: WASH_30,
  ageMinMonths: 0,
  ageMaxMonths: 36,
  warnings: null,
  isToy: false,
  ceMarking: false,
  ...values,
});

/** The demo catalogue comes complete (issue 30): every product can be published as it is. */
export const DEMO_SAFETY: Record<string, ProductSafety> = {
  'bavaglino-personalizzato-con-nome': safety('BAV-01', {
    composition: [
      { part: 'esterno', fibres: [{ fibre: 'cotone', percent: 100 }] },
      {
        part: 'fodera',
        fibres: [
          { fibre: 'cotone', percent: 80 },
          { fibre: 'poliestere', percent: 20 },
        ],
      },
    ],
    ageMinMonths: 4,
    warnings: 'Togliere il bavaglino prima di mettere il bambino a dormire.\n' + SUPERVISION,
  }),
  'copertina-nascita-in-mussola': safety('COP-01', { careInstructions: WASH_40 }),
  'set-nascita-nuvola': safety('SET-01', { ageMaxMonths: 12 }),
  'sonaglino-coniglietto': safety('GIO-01', {
    composition: [
      { part: 'esterno', fibres: [{ fibre: 'cotone', percent: 100 }] },
      { part: 'imbottitura', fibres: [{ fibre: 'poliestere', percent: 100 }] },
    ],
    careInstructions: HAND_WASH,
    isToy: true,
    ceMarking: true,
    warnings: CHECK_SEAMS,
  }),
  'borsa-mamma-perche-no': safety('BOR-01', {
    composition: [
      {
        part: '',
        fibres: [
          { fibre: 'cotone', percent: 70 },
          { fibre: 'lino', percent: 30 },
        ],
      },
    ],
    ageMinMonths: 0,
    ageMaxMonths: null,
  }),
  'portaciuccio-in-cotone': safety('POR-01', { warnings: SUPERVISION + '\n' + CHECK_SEAMS }),
  'cuffietta-in-mussola': safety('CUF-01', { ageMaxMonths: 6 }),
  'sacchettino-porta-tutto': safety('SAC-01', { ageMinMonths: 12, ageMaxMonths: null }),
  'fiocco-nascita-con-nome': safety('FIO-01', {
    composition: [
      { part: 'esterno', fibres: [{ fibre: 'cotone', percent: 100 }] },
      { part: 'imbottitura', fibres: [{ fibre: 'poliestere', percent: 100 }] },
    ],
    careInstructions: HAND_WASH,
    warnings: 'Decorazione: non è un giocattolo. Appendere fuori dalla portata dei bambini.',
  }),
  'lenzuolino-per-culla': safety('LEN-01', { careInstructions: WASH_40, ageMaxMonths: 12 }),
  'libro-tattile-di-stoffa': safety('GIO-02', {
    composition: [
      {
        part: 'esterno',
        fibres: [
          { fibre: 'cotone', percent: 60 },
          { fibre: 'lino', percent: 40 },
        ],
      },
      { part: 'imbottitura', fibres: [{ fibre: 'poliestere', percent: 100 }] },
    ],
    careInstructions: HAND_WASH,
    ageMinMonths: 6,
    isToy: true,
    ceMarking: true,
    warnings: SUPERVISION,
  }),
  'pupazzo-orsetto': safety('GIO-03', {
    composition: [
      { part: 'esterno', fibres: [{ fibre: 'cotone', percent: 100 }] },
      { part: 'imbottitura', fibres: [{ fibre: 'poliestere', percent: 100 }] },
    ],
    careInstructions: HAND_WASH,
    ageMaxMonths: null,
    isToy: true,
    ceMarking: true,
    warnings: CHECK_SEAMS,
  }),
  'pochette-portadocumenti-bambino': safety('POC-01', { ageMinMonths: 0, ageMaxMonths: null }),
  'organizer-per-passeggino': safety('ORG-01', {
    composition: [
      {
        part: '',
        fibres: [
          { fibre: 'cotone', percent: 65 },
          { fibre: 'poliestere', percent: 35 },
        ],
      },
    ],
    ageMaxMonths: null,
    warnings: 'Non appendere al passeggino più di 2 kg: potrebbe ribaltarsi.',
  }),
};
