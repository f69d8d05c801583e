// The words of a payment kept for staff (issue 39): why the system kept it, which provider
// reported it and how staff resolved it, shared by the patron's PIX section and the cashier's
// list of payments to review.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { PaymentReview } from '../../../api/types';

export const REVIEW_REASONS: Record<PaymentReview['motivo'], MessageDescriptor> = {
  'cobranca-desconhecida': msg`no charge of ours has this identifier`,
  'debito-ja-pago': msg`the debts were already paid`,
  'pagamento-repetido': msg`a second payment of a paid charge`,
  'valor-diferente': msg`not the charge's amount`,
};

export const REVIEW_OUTCOMES: Record<NonNullable<PaymentReview['resolucao']>['tipo'], MessageDescriptor> = {
  reembolsado: msg`Refunded to the payer`,
  credito: msg`Kept as the patron's credit`,
  outro: msg({ message: 'Other', comment: 'How staff resolved a payment to review: neither refunded nor kept as credit (the note says what)' }),
};

/** The providers' own names: PIX and PagTesouro are not translated. */
export const PROVIDER_NAMES: Record<PaymentReview['provedor'], string> = { pix: 'PIX', pagtesouro: 'PagTesouro' };

/** Why a payment was kept, in words; a reason newer than this screen shows as its code. */
export const reviewReason = (i18n: I18n, code: string): string =>
  code in REVIEW_REASONS ? i18n._(REVIEW_REASONS[code as PaymentReview['motivo']]) : code;

/** The server's refusals of a resolution (404, 422 keys), declared with their ids so the catalogs carry them. */
export const reviewRefusals = [
  msg({ id: 'error.payment-review-not-found', message: 'This payment to review was not found.' }),
  msg({ id: 'error.payment-review-resolved', message: 'This payment was already marked resolved.' }),
];
