import { singleLineText } from '@vetrina/contracts';

/** The `q` of a product list: one line, no control characters (NUL included), at most 200 characters. */
export const searchTextSchema = singleLineText()
  .max(200, 'La ricerca può contenere al massimo 200 caratteri')
  .optional();
