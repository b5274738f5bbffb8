import { CONTACT_LIMITS, CONTACT_MESSAGES } from '@vetrina/contracts/contact-rules';

export type ContactFieldName = 'name' | 'email' | 'subject' | 'message' | 'securityAnswer';
export type ContactValues = Record<ContactFieldName, string>;
export type ContactErrors = Partial<Record<ContactFieldName, string>>;

export const CONTACT_FIELDS: readonly ContactFieldName[] = [
  'name',
  'email',
  'subject',
  'message',
  'securityAnswer',
];

// The shape zod's z.email() accepts for ordinary addresses: local part, one @, a dotted domain.
const EMAIL = /^(?!\.)(?!.*\.\.)[\w'+\-.]*[\w+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * The browser's check of the contact form with the spec's Italian messages (§5), the same limits the
 * server's contactInputSchema applies to the trimmed text. The server still decides: this only spares the
 * visitor a round trip.
 */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const value = values[field].trim();
    const { min, max, tooLong } = CONTACT_LIMITS[field];
    if (value.length < Math.max(min, 1) || (field === 'email' && !EMAIL.test(value)))
      errors[field] = CONTACT_MESSAGES[field];
    else if (value.length > max) errors[field] = tooLong;
  }
  return errors;
}
