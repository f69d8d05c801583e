// The only bwip-js import of the PWA: loaded on demand (it is larger than the whole first
// page), so the library card's page pulls it in and nothing else pays for it.
import { code128, ean13, qrcode } from 'bwip-js/browser';

export type BarcodeKind = 'code128' | 'qrcode' | 'ean13';

/** Draws `text` on the canvas, black on white, `scale` device pixels per module. */
export function drawBarcode(canvas: HTMLCanvasElement, kind: BarcodeKind, text: string, scale: number): void {
  const common = { text, scale, backgroundcolor: 'FFFFFF', barcolor: '000000', paddingwidth: 4, paddingheight: 4 };
  if (kind === 'qrcode') qrcode(canvas, { ...common, bcid: 'qrcode' });
  else if (kind === 'ean13') ean13(canvas, { ...common, bcid: 'ean13', height: 18, includetext: true });
  else code128(canvas, { ...common, bcid: 'code128', height: 14 });
}
