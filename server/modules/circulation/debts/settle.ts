/**
 * A payment provider's charge paid (PIX, PagTesouro): its fines that are still open paid
 * through the cashier under the provider's channel, and the patron's alert, inside the
 * caller's transaction. The one settlement both providers share; each marks its own row.
 */
import type { Executor } from '../../../db/query';
import { recordAlert, type PendingAlert } from '../../platform';
import { settleByProvider } from '../desk';
import { cents, openDebits } from './service';
import { amountText } from './money';

const ALERT = { pix: 'pagamento_pix', pagtesouro: 'pagamento_pagtesouro' } as const;

export interface ProviderCharge { codPessoa: number; multas: number[]; valorCentavos: number; ref: string }

/** alreadyPaid: what the charge paid is not what its fines still owed (a debt paid meanwhile), for staff to review. */
export async function settleCharge(
  tx: Executor, provider: keyof typeof ALERT, charge: ProviderCharge, staff: number | null, extra: Record<string, unknown>,
): Promise<{ alert: PendingAlert | null; alreadyPaid: boolean }> {
  const open = (await openDebits(tx, charge.codPessoa)).filter((d) => charge.multas.includes(d.cod_debito));
  await settleByProvider(tx, provider, charge.codPessoa, open.map((d) => d.cod_debito), staff, extra);
  const owedBefore = open.reduce((sum, d) => sum + cents(d.total_a_pagar), 0);
  const first = open[0];
  const alert = await recordAlert(tx, charge.codPessoa, ALERT[provider], `${provider}:${charge.ref}`, {
    titulo: open.map((d) => d.motivo ?? d.tipo_servico).join('; ') || charge.ref, biblioteca: first?.desc_biblioteca ?? '',
    valor: `R$ ${amountText(charge.valorCentavos).replace('.', ',')}`,
  });
  return { alert, alreadyPaid: owedBefore !== charge.valorCentavos };
}
