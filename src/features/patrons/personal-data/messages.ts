// The personal-data form's messages, by the server's 422 keys (openapi/personal-data-rules.ts):
// the form shows the same words whether it or the server found the problem, and the
// central §8 handler's `i18n._(key)` finds them too.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const personalDataMessages = {
  readOnly: msg({
    id: 'error.personal-data-read-only',
    message: 'This information is kept by the library. Please contact the library to change it.',
  }),
  cpf: msg({ id: 'error.personal-data-cpf', message: 'The CPF is not valid: check its 11 digits.' }),
  cep: msg({ id: 'error.personal-data-cep', message: 'Enter the postal code as 00000-000.' }),
  birthDate: msg({ id: 'error.personal-data-birth-date', message: 'The birth date must be a date in the past.' }),
  email: msg({ id: 'error.personal-data-email', message: 'Enter a valid e-mail address.' }),
  passwordRequired: msg({
    id: 'error.personal-data-password-required',
    message: 'Enter your current password to change the e-mail address.',
  }),
  currentWrong: msg({ id: 'error.current-password-wrong', message: 'The current password is not correct.' }),
} satisfies Record<string, MessageDescriptor>;

export type PersonalDataProblem = keyof typeof personalDataMessages;

/** The problem a server key names, if it is one of the form's. */
export function problemOfKey(key: string): PersonalDataProblem | null {
  const found = Object.entries(personalDataMessages).find(([, m]) => m.id === key);
  return found ? (found[0] as PersonalDataProblem) : null;
}
