/** Integer cents as the decimal text the payment providers read (PIX's valor.original and BR Code, PagTesouro's valorPrincipal): 450 → "4.50". */
export const amountText = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
