import type { ProductQuestion } from '@vetrina/contracts/product-answers';

/** The product a request is about (`/contatti?prodotto=<slug>`): what the form shows and asks. */
export interface RequestFormProduct {
  slug: string;
  name: string;
  image: string;
  imageAlt: string;
  questions: ProductQuestion[];
}

/** The subject a request about a product starts with. */
export const requestSubject = (productName: string) => `Richiesta informazioni: ${productName}`;

/** The contact form for one product: its 'Richiedi Informazioni' link. */
export const requestFormUrl = (slug: string) => `/contatti?prodotto=${encodeURIComponent(slug)}`;
