/**
 * Which renewal refusals staff may override at the desk (issue 36 item 4): those about the
 * patron's standing (a fine or debt, a suspension, another loan overdue). Never one about
 * the loan itself or other patrons: a title another patron holds, the renewal limit, an
 * overdue loan, a renewal that gives no more time, nor a patron separated or expired. The
 * server's renewal (circulation core) and the PWA's "Renew anyway" button both read it.
 */
export const OVERRIDABLE_RENEWAL_REFUSALS = ['error.renewal-debt', 'error.renewal-suspended', 'error.renewal-patron-overdue'] as const;

export type OverridableRenewalRefusal = (typeof OVERRIDABLE_RENEWAL_REFUSALS)[number];

export const renewalOverridable = (refusal: string | null | undefined): refusal is OverridableRenewalRefusal =>
  (OVERRIDABLE_RENEWAL_REFUSALS as readonly string[]).includes(refusal ?? '');

/**
 * What the desk offers for a loan refused a renewal (issue 36): "Renew anyway" only when the
 * refusal is overridable and passing over the patron's standing would renew it
 * (`motivo_com_liberacao` null); otherwise the refusal that would remain, to be said instead.
 */
export function renewAnyway(loan: { motivo: string | null; motivo_com_liberacao: string | null }): { offer: boolean; remaining: string | null } {
  if (!renewalOverridable(loan.motivo)) return { offer: false, remaining: null };
  return loan.motivo_com_liberacao === null ? { offer: true, remaining: null } : { offer: false, remaining: loan.motivo_com_liberacao };
}
