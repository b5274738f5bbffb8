import fc from 'fast-check';
import type * as z from 'zod';

/** The parts of zod 4's internal definition the generator reads (`schema._zod.def`). */
interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  format?: string;
  pattern?: RegExp;
}
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): CheckDef[] => (def.checks ?? []).map((check) => check._zod.def);

/** Values a schema cannot describe (a refine's URL rule, a slug) chosen by the field's name. */
const BY_FIELD_NAME: Record<string, fc.Arbitrary<unknown>> = {
  image: fc.constantFrom('/uploads/demo/bavaglino.webp', 'https://example.com/foto.jpg'),
  imageUrl: fc.constantFrom('/uploads/demo/bavaglino.webp', 'https://example.com/foto.jpg'),
  videoUrl: fc.constantFrom(null, 'https://www.instagram.com/reel/C0dEmOVideo1/'),
  slug: fc.stringMatching(/^[a-z0-9]{3,12}(-[a-z0-9]{1,8}){0,2}$/),
  price: fc.constantFrom(null, '12.50', '0', '99999999.99'),
  customizationPrice: fc.constantFrom('5.00', '0', '8.5'),
  shippingRate: fc.constantFrom('6.65', '0', '12,5'),
  password: fc.string({ minLength: 12, maxLength: 40 }),
  // Orders: an e-mail, a phone and dates follow formats a pattern alone cannot say; a deposit never above
  // the agreed total; a line names a product or a free description (with its price), never both.
  customerEmail: fc.constantFrom('giulia.rossi@example.it', 'a@b.it'),
  customerPhone: fc.constantFrom(null, '+39 333 123 4567', '02 1234567'),
  expectedDelivery: fc.constantFrom(null, '2026-12-10', '2028-02-29'),
  trackingUrl: fc.constantFrom(null, 'https://www.poste.it/cerca/AB123'),
  agreedTotal: fc.constantFrom('120.50', '99999999.99', '45,5'),
  deposit: fc.constantFrom(null, '0', '20.00'),
  depositRequested: fc.constantFrom(null, '40'),
  messageId: fc.constant(null),
  // Settings: the contact e-mail and the social links follow rules a pattern alone cannot say; the
  // handling days keep their order (minimum up to maximum).
  contactEmail: fc.constantFrom('info@vetrinacreazioni.it', 'a@b.it'),
  instagramUrl: fc.constantFrom('', 'https://www.instagram.com/vetrina.creazioni/'),
  facebookUrl: fc.constantFrom('', 'https://www.facebook.com/vetrinacreazioni'),
  handlingDaysMin: fc.integer({ min: 1, max: 3 }),
  handlingDaysMax: fc.integer({ min: 3, max: 60 }),
  makerEmail: fc.constantFrom('', 'laboratorio@vetrinacreazioni.it'),
  // Safety data: each part's fibres sum to 100 and several parts each have their own name.
  composition: fc.constantFrom(
    [],
    [{ part: '', fibres: [{ fibre: 'cotone', percent: 100 }] }],
    [
      {
        part: 'esterno',
        fibres: [
          { fibre: 'cotone', percent: 80 },
          { fibre: 'lino', percent: 20 },
        ],
      },
      { part: 'imbottitura', fibres: [{ fibre: 'cotone', percent: 100 }] },
    ],
  ),
  ageMinMonths: fc.constantFrom(null, 0, 6),
  ageMaxMonths: fc.constantFrom(null, 36, 120),
  // Personalisation: a text question has its length, a choice two options or more.
  questions: fc.constantFrom(
    [],
    [
      { text: 'Nome da ricamare', kind: 'text', maxLength: 20, required: true },
      { text: 'Colore del filo', kind: 'choice', options: ['Rosa', 'Azzurro'] },
      { text: 'Confezione regalo', kind: 'yesno' },
    ],
  ),
  // Push: a subscription's endpoint is an https URL (here one that refuses at once) and its keys have the
  // lengths of a P-256 point and a 16-byte secret.
  endpoint: fc.constantFrom('https://127.0.0.1:9/push/fuzz-1', 'https://127.0.0.1:9/push/fuzz-2'),
  keys: fc.record({
    p256dh: fc.stringMatching(/^[A-Za-z0-9_-]{87}$/),
    auth: fc.stringMatching(/^[A-Za-z0-9_-]{22}$/),
  }),
  lines: fc.array(
    fc.oneof(
      fc.record({ productId: fc.integer({ min: 1, max: 3 }), quantity: fc.integer({ min: 1, max: 999 }) }),
      fc.record({
        description: fc.constantFrom('Copertina su misura', 'Fiocco "rosa"; doppio'),
        unitPrice: fc.constantFrom(null, '12.50', '0'),
        quantity: fc.integer({ min: 1, max: 999 }),
        personalisation: fc.record({ text: fc.constantFrom(null, 'Tommaso'), colours: fc.constant(null) }),
      }),
    ),
    { minLength: 1, maxLength: 3 },
  ),
};

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = [...checksOf(def), ...(def.format ? [{ check: 'string_format', ...def }] : [])];
  const min = Math.max(0, ...checks.filter((c) => c.check === 'min_length').map((c) => c.minimum ?? 0));
  const max = Math.min(
    min + 60,
    ...checks.filter((c) => c.check === 'max_length').map((c) => c.maximum ?? Infinity),
  );
  const formats = checks.filter((c) => c.check === 'string_format');
  const patterns = formats.map((c) => c.pattern).filter((p): p is RegExp => p instanceof RegExp);
  const fits = (value: string) =>
    value.trim().length >= min && value.length <= max && patterns.every((p) => p.test(value));
  // The first pattern drives the generation; the length and any other pattern filter it.
  const source = patterns[0] ? fc.stringMatching(patterns[0]) : fc.string({ minLength: min, maxLength: max });
  return source.map((value) => (value.trim().length < min ? value.padEnd(min + 1, 'x') : value)).filter(fits);
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  let min = -1_000;
  let max = 1_000;
  for (const check of checks) {
    const value = Number(check.value);
    if (check.check === 'greater_than') min = Math.max(min, check.inclusive ? value : value + 1);
    if (check.check === 'less_than') max = Math.min(max, check.inclusive ? value : value - 1);
  }
  return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) });
}

/**
 * A value the schema (most often) accepts, read from the schema itself: object shapes, string lengths and
 * patterns, number bounds, optional/nullable/default wrappers, enums. What a schema cannot say (a
 * refine) comes from the field's name; the odd value that still fails is one more bad input.
 */
export function arbitraryOf(schema: z.ZodType, fieldName?: string): fc.Arbitrary<unknown> {
  const byName = fieldName ? BY_FIELD_NAME[fieldName] : undefined;
  if (byName) return byName;
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const entries = Object.entries(def.shape ?? {}).map(
        ([key, value]) => [key, arbitraryOf(value, key)] as const,
      );
      return fc
        .tuple(...entries.map(([, arbitrary]) => arbitrary))
        .map((values) =>
          Object.fromEntries(
            entries.map(([key], i) => [key, values[i]] as const).filter(([, value]) => value !== undefined),
          ),
        );
    }
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType!, fieldName), { nil: null, freq: 4 });
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(arbitraryOf(def.innerType!, fieldName), { nil: undefined, freq: 4 });
    case 'pipe':
      // z.preprocess(fn, schema) is a pipe from a transform: the schema that validates is its output.
      return arbitraryOf(defOf(def.in!).type === 'transform' ? def.out! : def.in!, fieldName);
    case 'array':
      return fc.array(arbitraryOf(def.element!), { maxLength: 5 });
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => arbitraryOf(option, fieldName)));
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The keys of an object schema (through pipes and wrappers), for the mutations that target a field. */
export function fieldsOf(schema: z.ZodType): string[] {
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  return inner ? fieldsOf(inner) : [];
}
