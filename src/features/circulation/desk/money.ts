// Money at the cashier's desk is integer cents (issue 36); the clerk types reais.

/** '4,50', '4.50', 'R$ 4,50' or '4' as cents; null when it is not an amount. */
export function parseCents(text: string): number | null {
  const clean = text.replace(/R\$|\s/g, '');
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean.replace(',', '.')) * 100);
}

/** Cents as the reais formatMoney shows. */
export const reais = (cents: number) => cents / 100;
