import { writeFileSync } from 'node:fs';
import { chromium, test, type Browser } from '@playwright/test';
import bwipjs from 'bwip-js/node';

// A phone camera for Chromium: a clip of barcodes that the browser's fake capture device
// plays in a loop, so the app's real camera path (getUserMedia, the video, the reader) reads them.

const WIDTH = 640;
const HEIGHT = 480;
/** Pixels per narrow bar: about a label held 15 cm from a phone's camera. */
const MODULE = 3;

/** Frames a second of the clip: plenty for a still label, and light on a loaded machine. */
export const CLIP_FPS = 5;
/** Frames each label stays in view: 1.6 s, several reads of the app's reader. */
export const FRAMES_PER_LABEL = 8;

/** One grey 640×480 frame (Y plane, neutral chroma) of `text` as the barcode `bcid`: black bars on a white label. */
function barcodeFrame(bcid: 'code128' | 'ean13', text: string): Buffer {
  const [symbol] = bwipjs.raw(bcid, text, {});
  if (!symbol || !('sbs' in symbol)) throw new Error(`${bcid} is not a linear barcode`);
  const widths = symbol.sbs.map((modules) => modules * MODULE);
  const total = widths.reduce((sum, w) => sum + w, 0);
  if (total > WIDTH - 20 * MODULE) throw new Error(`${text} is too long for a ${WIDTH} px frame`);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235); // white, in video range
  const top = Math.round(HEIGHT * 0.3);
  const bottom = Math.round(HEIGHT * 0.7);
  let x = Math.round((WIDTH - total) / 2);
  widths.forEach((width, i) => {
    // sbs alternates bar, space, bar…, starting with a bar.
    if (i % 2 === 0) for (let y = top; y < bottom; y++) luma.fill(16, y * WIDTH + x, y * WIDTH + x + width);
    x += width;
  });
  return Buffer.concat([Buffer.from('FRAME\n'), luma, Buffer.alloc(WIDTH * HEIGHT / 2, 128)]);
}

/**
 * Writes a YUV4MPEG2 clip (`file`, .y4m) showing each of `texts` in turn as the barcode `bcid`
 * (bwip-js's names: `code128` for a copy's label, `ean13` for an ISBN) for FRAMES_PER_LABEL
 * frames; Chromium plays it in a loop. bwip-js encodes the symbol; its bars are painted here.
 */
export function barcodeClip(file: string, bcid: 'code128' | 'ean13', ...texts: string[]): void {
  const frames = texts.flatMap((text) => Array<Buffer>(FRAMES_PER_LABEL).fill(barcodeFrame(bcid, text)));
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${CLIP_FPS}:1 Ip A1:1 C420jpeg\n`), ...frames]));
}

/** Chromium as the project launches it (Debian's, the config's flags and fonts), whose one camera plays `clip`, allowed without a prompt. */
export function launchWithCamera(clip: string): Promise<Browser> {
  const launchOptions = test.info().project.use.launchOptions ?? {};
  return chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${clip}`],
  });
}
