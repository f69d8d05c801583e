// The camera side of the ISBN scanner (and of the phone self-checkout's copy scanner): open
// the back camera, then read EAN-13 codes (or the kinds asked for) from the
// video with the browser's BarcodeDetector where it has one (Android, macOS, ChromeOS), or
// with ZXing, loaded only then, everywhere else.

export type CameraProblem = 'unsupported' | 'denied' | 'no-camera' | 'busy' | 'failed';

export class CameraError extends Error {
  constructor(readonly problem: CameraProblem) {
    super(problem);
  }
}

/** Why getUserMedia refused, in the few kinds a patron can act on. */
export function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'no-camera';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'failed';
}

export async function openCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraError('unsupported');
  try {
    return await navigator.mediaDevices.getUserMedia({
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
      audio: false,
    });
  } catch (error) {
    throw new CameraError(cameraProblem(error));
  }
}

interface DetectedBarcode { rawValue: string; format: string }
interface BarcodeDetectorLike { detect(source: HTMLVideoElement): Promise<DetectedBarcode[]> }
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** The barcode kinds a reader looks for, by BarcodeDetector's names: EAN-13 for an ISBN; a library copy's label is Code 128, Code 39, ITF or Codabar. */
export type BarcodeKind = 'ean_13' | 'code_128' | 'code_39' | 'itf' | 'codabar';

async function nativeDetector(kinds: readonly BarcodeKind[]): Promise<BarcodeDetectorLike | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const supported = await Detector.getSupportedFormats();
    const formats = kinds.filter((k) => supported.includes(k));
    return formats.length === kinds.length ? new Detector({ formats }) : null;
  } catch {
    return null;
  }
}

/**
 * Reads codes from the playing video until `signal` aborts; `onCode` gets every code of
 * `kinds` read (EAN-13 unless told: the caller decides whether it is an ISBN). Resolves with
 * the reader used.
 */
export async function readCodes(
  video: HTMLVideoElement, stream: MediaStream, onCode: (code: string) => void, signal: AbortSignal, kinds: readonly BarcodeKind[] = ['ean_13'],
): Promise<'native' | 'zxing'> {
  const detector = await nativeDetector(kinds);
  if (detector) {
    const tick = async () => {
      if (signal.aborted) return;
      try {
        if (video.readyState >= 2) for (const found of await detector.detect(video)) onCode(found.rawValue);
      } catch { /* a frame that could not be read: try the next */ }
      if (!signal.aborted) setTimeout(tick, 150);
    };
    void tick();
    return 'native';
  }
  const { readWithZxing } = await import('./zxing-reader');
  if (signal.aborted) return 'zxing';
  const stop = await readWithZxing(video, stream, onCode, kinds);
  if (signal.aborted) stop();
  else signal.addEventListener('abort', stop, { once: true });
  return 'zxing';
}
