/** The draft card's PDF: the card in its 12.5 × 7.5 cm frame at the foot of an A4 page, marked as a draft. */
import { sql } from 'drizzle-orm';
import { rgb, type PDFFont } from 'pdf-lib';
import type { AppContext } from '../../../context';
import { one } from '../../../db/query';
import type { RequestBody } from '../../../http/handlers';
import { A4, MARGIN, newDocument, winAnsi } from '../../../pdf/pdf-kit';
import { cardText } from './card';

const CM = 72 / 2.54;
const CARD = { width: 12.5 * CM, height: 7.5 * CM };

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(next, size) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}

export async function cardPdf(ctx: AppContext, form: RequestBody<'createCatalogueCardRequest'>): Promise<Uint8Array> {
  const institution = await one<{ nome: string }>(ctx.database.db, sql`SELECT nome FROM instituicao LIMIT 1`);
  const card = cardText(form, institution?.nome ?? '');
  const w = await newDocument(`Ficha catalográfica (rascunho): ${winAnsi(form.titulo)}`, 'Ficha catalográfica — rascunho');
  w.line('RASCUNHO — a ser conferido pela biblioteca', { size: 14, bold: true });
  w.line(winAnsi('Ficha catalográfica gerada a partir do formulário. Não a imprima no trabalho antes de a biblioteca conferi-la.'), { size: 10 });

  const size = 9;
  const lead = 11;
  const left = (A4.width - CARD.width) / 2;
  const bottom = MARGIN + 4 * CM;
  const top = bottom + CARD.height;
  w.page.drawRectangle({ x: left, y: bottom, width: CARD.width, height: CARD.height, borderColor: rgb(0, 0, 0), borderWidth: 0.8 });
  w.page.drawText('Ficha catalográfica (rascunho)', { x: left, y: top + 6, size: 8, font: w.font });
  const markX = left + 8;
  const textX = left + 1.6 * CM;
  const indentX = textX + 0.5 * CM;
  const width = left + CARD.width - 8 - indentX;
  let y = top - 16;
  const draw = (text: string, x: number, opts: { bold?: boolean } = {}) => {
    w.page.drawText(winAnsi(text), { x, y, size, font: opts.bold ? w.bold : w.font, color: rgb(0, 0, 0) });
    y -= lead;
  };
  w.page.drawText(winAnsi(card.mark), { x: markX, y, size, font: w.font });
  draw(card.heading, textX);
  for (const paragraph of card.paragraphs) {
    const [first, ...rest] = wrap(winAnsi(paragraph), w.font, size, width);
    draw(first, indentX);
    for (const line of rest) draw(line, textX);
  }
  y -= lead / 2;
  const [first, ...rest] = wrap(winAnsi(card.subjects), w.font, size, width);
  draw(first, indentX);
  for (const line of rest) draw(line, textX);
  if (card.classification) {
    const cls = winAnsi(`CDU ${card.classification}`.replace(/^CDU (CD[DU])/, '$1'));
    w.page.drawText(cls, { x: left + CARD.width - 8 - w.font.widthOfTextAtSize(cls, size), y: bottom + 8, size, font: w.font });
  }
  return w.doc.save();
}
