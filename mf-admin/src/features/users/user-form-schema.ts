import type * as z from 'zod';
import { userInputSchema } from '@vetrina/contracts';

export const PASSWORD_REQUIRED = 'Inserisci una password';

/** On create a password is required; on edit a blank one is left out (the current one stays). */
export function userFormSchema(mode: 'create' | 'edit') {
  if (mode === 'edit') return userInputSchema;
  return userInputSchema.refine((value) => value.password !== undefined, {
    message: PASSWORD_REQUIRED,
    path: ['password'],
  });
}

export interface UserFormValues {
  username: string;
  password: string;
  isAdmin: boolean;
}

export type UserFormOutput = z.output<typeof userInputSchema>;
