import { unprocessable } from '../../../http/errors';

/** A staff action's reason, trimmed; blank is refused (the audit trail keeps it). */
export function requiredReason(motivo: string | undefined | null): string {
  const reason = (motivo ?? '').trim();
  if (!reason) throw unprocessable('error.reason-required');
  return reason;
}
