// ZXing, the fallback reader of browsers without BarcodeDetector: the one-dimensional
// formats' reader only, told to look for EAN-13, loaded when a scan starts.
import { BrowserMultiFormatOneDReader } from '@zxing/browser';
import { BarcodeFormat, DecodeHintType } from '@zxing/library';

export async function readWithZxing(video: HTMLVideoElement, stream: MediaStream, onCode: (code: string) => void): Promise<() => void> {
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.EAN_13]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const reader = new BrowserMultiFormatOneDReader(hints, { delayBetweenScanAttempts: 150 });
  const controls = await reader.decodeFromStream(stream, video, (result) => {
    if (result) onCode(result.getText());
  });
  return () => controls.stop();
}
