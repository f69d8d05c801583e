/**
 * Reads the server's PDFs as a person (or a bank's scanner) would: the text of each page
 * with pdfjs-dist, and the barcode images decoded with ZXing's Interleaved 2 of 5 reader.
 */
import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, ITFReader, RGBLuminanceSource } from '@zxing/library';
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

type PdfPage = Awaited<ReturnType<Awaited<ReturnType<typeof getDocument>['promise']>['getPage']>>;

async function open(bytes: Uint8Array) {
  return getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, isOffscreenCanvasSupported: false, verbosity: 0 }).promise;
}

/** All the text of the document, one string per page, items joined by spaces. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await open(bytes);
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

interface ImageData { width: number; height: number; kind: number; data: Uint8Array | Uint8ClampedArray }

async function imagesOf(page: PdfPage): Promise<ImageData[]> {
  const ops = await page.getOperatorList();
  const names = ops.fnArray.flatMap((fn, i) => (fn === OPS.paintImageXObject ? [ops.argsArray[i][0] as string] : []));
  return Promise.all(names.map((name) => new Promise<ImageData>((resolve) => page.objs.get(name, resolve))));
}

/** Luminance of an RGB(A) or grey pdf.js image, as ZXing wants it. */
function luminance(image: ImageData): Uint8ClampedArray {
  const pixels = image.width * image.height;
  const stride = image.kind === 3 ? 4 : image.kind === 2 ? 3 : 1;
  const out = new Uint8ClampedArray(pixels);
  for (let p = 0; p < pixels; p++) {
    const i = p * stride;
    out[p] = stride === 1 ? image.data[i] : (image.data[i] * 299 + image.data[i + 1] * 587 + image.data[i + 2] * 114) / 1000;
  }
  return out;
}

/** The digits of every Interleaved 2 of 5 barcode drawn in the document. */
export async function pdfBarcodes(bytes: Uint8Array): Promise<string[]> {
  const doc = await open(bytes);
  const found: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    for (const image of await imagesOf(await doc.getPage(n))) {
      const source = new RGBLuminanceSource(luminance(image), image.width, image.height);
      const hints = new Map<DecodeHintType, unknown>([
        [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.ITF]], [DecodeHintType.ALLOWED_LENGTHS, [44]],
      ]);
      const result = new ITFReader().decode(new BinaryBitmap(new HybridBinarizer(source)), hints);
      found.push(result.getText());
    }
  }
  await doc.destroy();
  return found;
}
