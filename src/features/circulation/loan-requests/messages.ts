// The loan-request texts: the form's own checks and the server's refusals share message
// keys (spec §5, §8), declared here with their ids so the catalogs carry them; the
// central handler (api/errors.ts) translates the same keys when they arrive as notices.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { components } from '../../../../openapi/schema.gen';

const messages: Record<string, ReturnType<typeof msg>> = {
  'error.loan-request-limit-exceeded': msg({
    id: 'error.loan-request-limit-exceeded',
    message: 'Loan request limit exceeded: you already have as many open loan requests as you may. The request was not sent.',
  }),
  'error.loan-request-duplicate': msg({
    id: 'error.loan-request-duplicate',
    message: 'You already have an open loan request for this title.',
  }),
  'error.loan-request-unavailable': msg({
    id: 'error.loan-request-unavailable',
    message: 'No copy of this title is on the shelf to lend now. You can place a hold instead.',
  }),
  'error.loan-request-option-required': msg({
    id: 'error.loan-request-option-required',
    message: 'Choose the library that lends the copy, and its volume, tome, part and material.',
  }),
  'error.loan-request-option-invalid': msg({
    id: 'error.loan-request-option-invalid',
    message: 'That library has no copy of this volume, tome, part or material. Choose again.',
  }),
  'error.loan-request-library-required': msg({
    id: 'error.loan-request-library-required',
    message: 'Choose the library where you will receive the copy.',
  }),
  'error.loan-request-library-invalid': msg({
    id: 'error.loan-request-library-invalid',
    message: 'That receiving library does not exist. Choose again.',
  }),
  'error.loan-request-location-required': msg({
    id: 'error.loan-request-location-required',
    message: 'Choose where you will receive the copy.',
  }),
  'error.loan-request-address-required': msg({
    id: 'error.loan-request-address-required',
    message: 'Enter your home address for home delivery.',
  }),
  'error.loan-request-home-not-allowed': msg({
    id: 'error.loan-request-home-not-allowed',
    message: 'Home delivery is not available to your user category.',
  }),
  'error.phone-required': msg({ id: 'error.phone-required', message: 'Enter a phone number.' }),
  'error.email-invalid': msg({ id: 'error.email-invalid', message: 'Enter a valid e-mail address.' }),
};

/** A message key (the form's or the server's) as the patron reads it; unknown keys are looked up as they are. */
export function loanRequestText(i18n: I18n, key: string): string {
  const known = messages[key];
  return known ? i18n._(known) : i18n._(key);
}

type LoanRequestState = components['schemas']['LoanRequest']['situacao'];

/** Spec §3 statuses. */
export const loanRequestStates: Record<LoanRequestState, ReturnType<typeof msg>> = {
  aguardando: msg({ message: 'Waiting', comment: 'Status of a loan request' }),
  em_transito: msg({ message: 'In transit', comment: 'Status of a loan request: the copy travels to the receiving library' }),
  disponivel: msg({ message: 'Available', comment: 'Status of a loan request: the copy waits to be collected' }),
  finalizada: msg({ message: 'Finished', comment: 'Status of a loan request: the copy was collected' }),
  nao_finalizada: msg({ message: 'Unfinished', comment: 'Status of a loan request: the copy was never collected' }),
  cancelada: msg({ message: 'Cancelled', comment: 'Status of a loan request' }),
};
