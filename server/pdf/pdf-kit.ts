/**
 * The little the server's PDFs (payment slip, no-debts certificate) share: an A4 page with
 * Helvetica, text lines that wrap, money and dates as a Brazilian reader expects them, and
 * a barcode drawn by bwip-js and embedded as an image.
 */
import bwipjs from 'bwip-js/node';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 50;

/** R$ 4,50 (a plain space: the PDF's text stays searchable as typed). */
export const brl = (value: number): string =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value).replace(/\s/g, ' ');

/** 01/12/2026 from 2026-12-01 (a calendar day, never shifted by a time zone). */
export const brDate = (iso: string): string => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
};

export interface Writer {
  doc: PDFDocument;
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
  /** Current baseline, from the top of the page down. */
  y: number;
  line(text: string, options?: { size?: number; bold?: boolean; gap?: number }): void;
  space(points: number): void;
}

export async function newDocument(title: string, subject: string): Promise<Writer> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setSubject(subject);
  doc.setProducer('catalogo');
  doc.setCreationDate(new Date());
  const page = doc.addPage([A4.width, A4.height]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const writer: Writer = {
    doc, page, font, bold, y: A4.height - MARGIN,
    line(text, { size = 11, bold: isBold = false, gap = 4 } = {}) {
      const face = isBold ? bold : font;
      const width = A4.width - 2 * MARGIN;
      // Wrap by words at the page's width.
      let current = '';
      const flush = (s: string) => {
        writer.y -= size;
        page.drawText(s, { x: MARGIN, y: writer.y, size, font: face, color: rgb(0, 0, 0) });
        writer.y -= gap;
      };
      for (const word of text.split(' ')) {
        const next = current ? `${current} ${word}` : word;
        if (current && face.widthOfTextAtSize(next, size) > width) {
          flush(current);
          current = word;
        } else current = next;
      }
      flush(current);
    },
    space(points) { writer.y -= points; },
  };
  return writer;
}

/** Draws an Interleaved 2 of 5 barcode of `digits` (FEBRABAN's symbology) across the page. */
export async function drawBarcode(w: Writer, digits: string): Promise<void> {
  const png = await bwipjs.toBuffer({
    bcid: 'interleaved2of5', text: digits, scale: 3, height: 13, includetext: false, paddingwidth: 12, paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  });
  const image = await w.doc.embedPng(png);
  const width = A4.width - 2 * MARGIN;
  const height = (image.height / image.width) * width;
  w.y -= height;
  w.page.drawImage(image, { x: MARGIN, y: w.y, width, height });
  w.y -= 8;
}

/** Fits a text for Helvetica's WinAnsi encoding (drops what it cannot draw). */
export const winAnsi = (text: string): string => text.normalize('NFC').replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u20AC]/g, '?');
