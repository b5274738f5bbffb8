import {
  answerFieldName,
  checkAnswers,
  REQUEST_PRODUCT_FIELD,
  REQUEST_PRODUCT_GONE,
  type QuestionAnswer,
  type RequestProduct,
} from '@vetrina/contracts';
import { badRequest } from '@vetrina/service-kit';
import type { FindRequestProduct } from './request-product.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const ANSWERS_REFUSED = 'Controlla le risposte alle domande sul prodotto';

export interface RequestAbout {
  product: RequestProduct | null;
  answers: QuestionAnswer[];
}

/**
 * The product a request names and the answers to its questions, checked against the product's questions
 * as they are now (not as the form showed them): a required answer missing, a name longer than the
 * embroidery fits or an option that does not exist is a 400 naming the field, in Italian.
 */
export async function readRequestAbout(
  findProduct: FindRequestProduct,
  slug: string | undefined,
  body: Record<string, unknown>,
): Promise<RequestAbout> {
  if (!slug) return { product: null, answers: [] };
  // Only a slug is looked up: '.' or '..' would name another catalogue path.
  const product = SLUG.test(slug) ? await findProduct(slug) : null;
  if (!product)
    throw badRequest(REQUEST_PRODUCT_GONE, [
      { path: [REQUEST_PRODUCT_FIELD], message: REQUEST_PRODUCT_GONE },
    ]);
  const { answers, errors } = checkAnswers(product.questions, (id) => body[answerFieldName(id)]);
  const issues = Object.entries(errors).map(([id, message]) => ({ path: [answerFieldName(id)], message }));
  if (issues.length > 0) throw badRequest(ANSWERS_REFUSED, issues);
  const { id, name, image, imageAlt } = product;
  return { product: { id, slug: product.slug, name, image, imageAlt }, answers };
}
