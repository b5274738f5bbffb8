// Product safety and composition (issue 30 item 3) without zod: the regulation's fibre names, the
// ready-made warnings, the fields' Italian names, how a composition and an age read on the page, and which
// fields a product still needs before it can be published. The storefront's pages import this (their first
// load stays zod-free); the schemas are in product-safety.ts.

/** Fibre names of Reg. (EU) 1007/2011 Annex I in Italian (no abbreviations such as "CO" or "PL"). */
export const FIBRE_NAMES = [
  'cotone',
  'lino',
  'lana',
  'seta',
  'canapa',
  'iuta',
  'ramiè',
  'kapok',
  'alpaca',
  'cashmere',
  'mohair',
  'acetato',
  'cupro',
  'modal',
  'viscosa',
  'lyocell',
  'acrilica',
  'modacrilica',
  'poliammide o nailon',
  'poliestere',
  'polipropilenica',
  'poliuretanica',
  'elastan',
  'elastomultiestere',
  'elastolefin',
  'vetro tessile',
  'melamina',
  'altre fibre',
] as const;
export type FibreName = (typeof FIBRE_NAMES)[number];

/** The parts of a multi-component item (Art. 11); '' is the whole product when it has one component. */
export const COMPOSITION_PARTS = ['', 'esterno', 'interno', 'fodera', 'imbottitura', 'ricamo'] as const;
export type CompositionPart = (typeof COMPOSITION_PARTS)[number];

export interface FibreShare {
  fibre: FibreName;
  /** Whole per cent by weight. */
  percent: number;
}
export interface CompositionComponent {
  part: CompositionPart;
  fibres: FibreShare[];
}

export const NOT_FOR_UNDER_36_MONTHS =
  'Non adatto a bambini di età inferiore a 36 mesi: contiene piccole parti';

/** Warnings the editor offers with one tap (Dir. 2009/48 Annex V: a toy warning starts with "Attenzione"). */
export const WARNING_PRESETS = [
  `Attenzione. ${NOT_FOR_UNDER_36_MONTHS}.`,
  'Attenzione. Usare sotto la sorveglianza di un adulto.',
  'Togliere il bavaglino prima di mettere il bambino a dormire.',
  'Controllare spesso cuciture e bottoni; non usare il prodotto se danneggiato.',
  'Tenere lontano da fonti di calore e fiamme libere.',
  'Togliere ogni imballaggio prima di dare il prodotto al bambino.',
] as const;

/** Each field's Italian name, as the editor labels it and as a refused publication names it. */
export const SAFETY_FIELD_LABELS = {
  sku: 'Codice articolo',
  composition: 'Composizione',
  careInstructions: 'Istruzioni di lavaggio',
  ageMinMonths: 'Età consigliata',
  warnings: 'Avvertenze',
  isToy: 'Giocattolo',
  ceMarking: 'Marcatura CE',
} as const;
export type SafetyField = keyof typeof SAFETY_FIELD_LABELS;

/** The settings section a product's publication needs, and its name on screen. */
export const MAKER_LABEL = 'Produttore';
export const MISSING_SAFETY_LABEL = 'Dati di sicurezza mancanti';

/** The safety data a product holds (the API's camelCase fields). */
export interface ProductSafety {
  sku: string | null;
  composition: CompositionComponent[];
  careInstructions: string | null;
  ageMinMonths: number | null;
  ageMaxMonths: number | null;
  warnings: string | null;
  isToy: boolean;
  ceMarking: boolean;
}

export const EMPTY_PRODUCT_SAFETY: ProductSafety = {
  sku: null,
  composition: [],
  careInstructions: null,
  ageMinMonths: null,
  ageMaxMonths: null,
  warnings: null,
  isToy: false,
  ceMarking: false,
};

/** The fields a product still needs before it may be published, in the editor's order. */
export function missingSafetyFields(product: ProductSafety): SafetyField[] {
  const missing: SafetyField[] = [];
  if (!product.sku) missing.push('sku');
  if (product.composition.length === 0) missing.push('composition');
  if (!product.careInstructions) missing.push('careInstructions');
  if (product.ageMinMonths === null) missing.push('ageMinMonths');
  if (product.isToy && !product.ceMarking) missing.push('ceMarking');
  return missing;
}

/** The maker's identity (GPSR Art. 19(a)): name or business name, postal address, e-mail. */
export interface MakerIdentity {
  makerName: string;
  makerAddress: string;
  makerEmail: string;
}

/** Partial: settings from before these fields (a service not yet updated) have none of them. */
export const isMakerComplete = (maker: Partial<MakerIdentity>): maker is MakerIdentity =>
  !!maker.makerName?.trim() && !!maker.makerAddress?.trim() && !!maker.makerEmail?.trim();

const partLabel = (part: CompositionPart) => (part ? `${part[0]!.toUpperCase()}${part.slice(1)}: ` : '');

/** 'Esterno: 100% cotone — Imbottitura: 100% poliestere', fibres by descending share (Art. 9). */
export function compositionText(composition: CompositionComponent[]): string {
  return composition
    .map(({ part, fibres }) => {
      const sorted = [...fibres].sort((a, b) => b.percent - a.percent);
      return `${partLabel(part)}${sorted.map((f) => `${f.percent}% ${f.fibre}`).join(', ')}`;
    })
    .join(' — ');
}

const monthsText = (months: number) => {
  if (months >= 12 && months % 12 === 0) {
    const years = months / 12;
    return years === 1 ? '1 anno' : `${years} anni`;
  }
  return months === 1 ? '1 mese' : `${months} mesi`;
};

/** 'Dalla nascita a 3 anni', 'Da 6 mesi', 'Da 3 anni a 6 anni'; null when unset. */
export function ageText(minMonths: number | null, maxMonths: number | null): string | null {
  if (minMonths === null) return null;
  const from = minMonths === 0 ? 'Dalla nascita' : `Da ${monthsText(minMonths)}`;
  return maxMonths === null ? from : `${from} a ${monthsText(maxMonths)}`;
}
