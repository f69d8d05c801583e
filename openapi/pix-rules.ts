/**
 * PIX charges with a due date (the PSP's cobv, issue 39): how many days from today the due
 * date may be. The server's PIX_COBV_DAYS is held to it and the desk's form checks what the
 * clerk types by it; the contract's StaffPixChargeRequest.vencimento_dias says the same range.
 */
export const COBV_DAYS = { min: 1, max: 60 } as const;

/** Whether a typed number of days is a due date the PSP's cobv may have: null when it is, else 'days'. */
export function dueDaysProblem(text: string): 'days' | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return 'days';
  const days = Number(trimmed);
  return days >= COBV_DAYS.min && days <= COBV_DAYS.max ? null : 'days';
}
