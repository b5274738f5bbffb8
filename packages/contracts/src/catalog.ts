import * as z from 'zod';
import { DEFAULT_AVAILABILITY, DEFAULT_CUSTOMIZATION_PRICE } from './constants.ts';
import { idNumberSchema } from './ids.ts';
import { productSafetyInputShape, productSafetyShape, refineProductSafety } from './product-safety.ts';
import { productQuestionSchema, productQuestionsInputSchema } from './product-questions.ts';
import { multiLineText, PG_INT_MAX, PG_INT_MIN, singleLineText } from './text-schema.ts';

export const IMAGE_MESSAGE =
  "L'immagine deve essere un URL valido o un percorso locale che inizia con /uploads/";
export const INSTAGRAM_URL_MESSAGE =
  "Inserisci l'indirizzo di un video Instagram (https://www.instagram.com/...)";
export const CATEGORY_ID_MESSAGE = 'Categoria non valida';
export const DISPLAY_ORDER_MESSAGE = "Inserisci un numero intero per l'ordine di visualizzazione";

/** An absolute http(s) URL, parsed rather than matched, so 'javascript:' or 'http:foo' never pass. */
const parsedHttpUrl = (value: string): URL | null => {
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
};
/** Where an image may come from: an uploaded file or an http(s) URL (spec §5). */
export const isImageRef = (v: string) => v.startsWith('/uploads/') || parsedHttpUrl(v) !== null;
/** Videos are Instagram posts or reels: https on instagram.com or one of its subdomains. */
export const isInstagramUrl = (v: string) => {
  const host = parsedHttpUrl(v)?.hostname.toLowerCase();
  return host === 'instagram.com' || (host?.endsWith('.instagram.com') ?? false);
};
/** A decimal money amount as a string with at most two decimals, e.g. "12.50". */
export const moneySchema = z.string().regex(/^\d{1,8}(\.\d{1,2})?$/, 'Inserisci un importo valido');

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

export const productCategorySchema = categorySchema.pick({
  id: true,
  name: true,
  slug: true,
  description: true,
});

export const productSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  image: z.string(),
  price: z.string().nullable(),
  availability: z.string(),
  categoryId: z.number().int().nullable(),
  category: productCategorySchema.nullable(),
  featured: z.boolean(),
  isCustomizable: z.boolean(),
  customizationPrice: z.string(),
  /** Alternative text of the main image (issue 9), served for `<img alt>`. */
  imageAlt: z.string(),
  /** Working days to make the product ('Tempi di realizzazione'); null when not set. */
  leadTimeMinDays: z.number().int().nullable(),
  leadTimeMaxDays: z.number().int().nullable(),
  /** Personalisation questions the request form asks (issue 30), in order. */
  questions: z.array(productQuestionSchema),
  updatedAt: z.string(),
  ...productSafetyShape,
});
export type Product = z.infer<typeof productSchema>;

export const relatedProductSchema = productSchema.pick({
  id: true,
  name: true,
  slug: true,
  image: true,
  imageAlt: true,
  categoryId: true,
  availability: true,
  price: true,
});
export type RelatedProduct = z.infer<typeof relatedProductSchema>;

/** Admin view of a product: the stored short description (no public fallback) and the creation time. */
export const adminProductSchema = productSchema.extend({
  shortDescription: z.string().nullable(),
  /** false: a draft, absent from every public read, visible only through a preview link. */
  published: z.boolean(),
  createdAt: z.string(),
  /** The safety fields still empty (publishing needs them); a product published before they existed may lack some. */
  safetyMissing: z.array(z.string()),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const productMediaSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  imageUrl: z.string(),
  displayOrder: z.number().int().nullable(),
  isVideo: z.boolean(),
  videoUrl: z.string().nullable(),
  /** Alternative text of the image (pre-filled from the product name in the admin). */
  altText: z.string(),
});
export type ProductMedia = z.infer<typeof productMediaSchema>;

export const categoryDetailSchema = z.object({ category: categorySchema, products: z.array(productSchema) });
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

export const ALT_MESSAGE = "Descrivi l'immagine per chi non può vederla";
export const LEAD_TIME_MESSAGE = 'Inserisci un numero di giorni lavorativi tra 1 e 365';
export const LEAD_TIME_ORDER_MESSAGE = 'Il massimo non può essere inferiore al minimo';
/** Optional working days of lead time: empty becomes null. */
const leadTimeDays = z
  .preprocess(
    emptyToNull,
    z.coerce
      .number(LEAD_TIME_MESSAGE)
      .int(LEAD_TIME_MESSAGE)
      .min(1, LEAD_TIME_MESSAGE)
      .max(365, LEAD_TIME_MESSAGE)
      .nullable(),
  )
  .optional();

/** Admin product form payload (spec §5, product form). */
export const productInputSchema = z
  .object({
    name: singleLineText().min(3, 'Il nome deve contenere almeno 3 caratteri').max(200),
    slug: singleLineText().min(3, 'Lo slug deve contenere almeno 3 caratteri').max(200),
    description: multiLineText().min(10, 'La descrizione deve contenere almeno 10 caratteri').max(20_000),
    shortDescription: z.preprocess(emptyToNull, multiLineText().max(300).nullable()).optional(),
    image: singleLineText().max(2000).refine(isImageRef, IMAGE_MESSAGE),
    categoryId: z
      .preprocess(
        emptyToNull,
        z.coerce
          .number(CATEGORY_ID_MESSAGE)
          .int(CATEGORY_ID_MESSAGE)
          .positive(CATEGORY_ID_MESSAGE)
          .max(PG_INT_MAX, CATEGORY_ID_MESSAGE)
          .nullable(),
      )
      .optional(),
    featured: z.boolean().default(false),
    availability: singleLineText().min(1).max(50).default(DEFAULT_AVAILABILITY),
    price: z.preprocess(emptyToNull, moneySchema.nullable()),
    isCustomizable: z.boolean().default(false),
    customizationPrice: z.preprocess(
      (v) => (v === '' || v == null ? DEFAULT_CUSTOMIZATION_PRICE : v),
      moneySchema,
    ),
    imageAlt: singleLineText().min(1, ALT_MESSAGE).max(300),
    published: z.boolean().default(true),
    leadTimeMinDays: leadTimeDays,
    leadTimeMaxDays: leadTimeDays,
    ...productSafetyInputShape,
    questions: productQuestionsInputSchema.default([]),
  })
  .strict()
  .refine(
    (p) => p.leadTimeMinDays == null || p.leadTimeMaxDays == null || p.leadTimeMinDays <= p.leadTimeMaxDays,
    { message: LEAD_TIME_ORDER_MESSAGE, path: ['leadTimeMaxDays'] },
  )
  .superRefine(refineProductSafety);
export type ProductInput = z.infer<typeof productInputSchema>;

export const featuredPatchSchema = z.object({ featured: z.boolean() }).strict();

export const categoryInputSchema = z
  .object({
    name: singleLineText().min(3, 'Il nome deve contenere almeno 3 caratteri').max(200),
    slug: singleLineText().min(3, 'Lo slug deve contenere almeno 3 caratteri').max(200),
    description: z.preprocess(emptyToNull, multiLineText().max(2000).nullable()).optional(),
    image: z
      .preprocess(emptyToNull, singleLineText().max(2000).refine(isImageRef, IMAGE_MESSAGE).nullable())
      .optional(),
  })
  .strict();
export type CategoryInput = z.infer<typeof categoryInputSchema>;

export const mediaInputSchema = z
  .object({
    id: idNumberSchema.optional(),
    productId: idNumberSchema.optional(),
    imageUrl: singleLineText()
      .min(1, "L'URL dell'immagine è obbligatorio")
      .max(2000)
      .refine(isImageRef, IMAGE_MESSAGE),
    displayOrder: z
      .preprocess(
        emptyToNull,
        z.coerce
          .number(DISPLAY_ORDER_MESSAGE)
          .int(DISPLAY_ORDER_MESSAGE)
          .min(PG_INT_MIN, DISPLAY_ORDER_MESSAGE)
          .max(PG_INT_MAX, DISPLAY_ORDER_MESSAGE)
          .nullable(),
      )
      .optional(),
    isVideo: z.boolean().default(false),
    videoUrl: z
      .preprocess(
        emptyToNull,
        singleLineText().max(2000).refine(isInstagramUrl, INSTAGRAM_URL_MESSAGE).nullable(),
      )
      .optional(),
    altText: singleLineText().min(1, ALT_MESSAGE).max(300),
  })
  .strict()
  .refine((m) => !m.isVideo || !!m.videoUrl, {
    message: "L'URL del video Instagram è obbligatorio",
    path: ['videoUrl'],
  });
export type MediaInput = z.infer<typeof mediaInputSchema>;

export const uploadResponseSchema = z.object({ url: z.string() });
/** Upload refusals (415 and 413), shown as they are by the admin. */
export const UPLOAD_UNSUPPORTED_MESSAGE =
  "Formato immagine non supportato: carica una foto JPG, PNG o WEBP (su iPhone scegli 'Più compatibile' nelle impostazioni della fotocamera).";
export const UPLOAD_TOO_LARGE_MESSAGE = "L'immagine supera i 5 MB";

/** New order of a product's extra media, saved in one request: every media id of the product, first to last. */
export const mediaOrderSchema = z
  .object({ ids: z.array(idNumberSchema).min(1).max(200) })
  .strict()
  .refine((o) => new Set(o.ids).size === o.ids.length, { message: 'Ordine non valido', path: ['ids'] });
export type MediaOrder = z.infer<typeof mediaOrderSchema>;

/** A signed link that shows a draft product page to whoever holds it, until expiresAt (7 days). */
export const previewLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type PreviewLink = z.infer<typeof previewLinkSchema>;
