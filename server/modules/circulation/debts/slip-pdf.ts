/** The payment slip's PDF: who pays whom, how much, by when, the reference, the numeric line and the barcode. */
import { formatNumericLine } from './febraban';
import { brDate, brl, drawBarcode, newDocument, winAnsi } from '../../../pdf/pdf-kit';
import type { SlipDocument } from './service';

export async function slipPdf({ slip, patron, institution, debits }: SlipDocument): Promise<Uint8Array> {
  const w = await newDocument(`GRU ${slip.numero_referencia}`, 'Guia de Recolhimento da União');
  w.line(winAnsi(`${institution.nome} (${institution.sigla})`), { size: 14, bold: true });
  w.line('Guia de Recolhimento da União (GRU) — multas da biblioteca', { size: 12 });
  w.space(10);
  w.line(winAnsi(`Contribuinte: ${patron.nome} (${patron.login})`));
  w.line(`Número de referência: ${slip.numero_referencia}`);
  w.line(`Vencimento: ${brDate(slip.data_vencimento)}`);
  w.line(`Valor a pagar: ${brl(slip.valor)}`, { bold: true });
  w.space(10);
  w.line('Débitos pagos por esta guia:', { bold: true });
  for (const debit of debits) w.line(winAnsi(`• ${debit.descricao}: ${brl(debit.valor)}`), { size: 10 });
  w.space(16);
  w.line('Linha digitável:', { size: 10 });
  w.line(formatNumericLine(slip.linha_digitavel), { size: 13, bold: true });
  w.space(6);
  await drawBarcode(w, slip.codigo_barras);
  w.line('Pague em qualquer banco, lotérica ou aplicativo pelo código de barras ou pela linha digitável.', { size: 9 });
  return w.doc.save();
}
