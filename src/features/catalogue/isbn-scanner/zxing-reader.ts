// ZXing, the fallback reader of browsers without BarcodeDetector: the one-dimensional
// formats' reader only, told to look for the kinds asked (EAN-13 for an ISBN), loaded when a
// scan starts.
import { BrowserMultiFormatOneDReader } from '@zxing/browser';
import { BarcodeFormat, DecodeHintType } from '@zxing/library';
import type { BarcodeKind } from './camera';

const FORMATS: Record<BarcodeKind, BarcodeFormat> = {
  ean_13: BarcodeFormat.EAN_13, code_128: BarcodeFormat.CODE_128, code_39: BarcodeFormat.CODE_39, itf: BarcodeFormat.ITF, codabar: BarcodeFormat.CODABAR,
};

export async function readWithZxing(video: HTMLVideoElement, stream: MediaStream, onCode: (code: string) => void, kinds: readonly BarcodeKind[]): Promise<() => void> {
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, kinds.map((k) => FORMATS[k])],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const reader = new BrowserMultiFormatOneDReader(hints, { delayBetweenScanAttempts: 150 });
  const controls = await reader.decodeFromStream(stream, video, (result) => {
    if (result) onCode(result.getText());
  });
  return () => controls.stop();
}
