// The camera side of the ISBN scanner: open the back camera, then read EAN-13 codes from the
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

async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = await Detector.getSupportedFormats();
    return formats.includes('ean_13') ? new Detector({ formats: ['ean_13'] }) : null;
  } catch {
    return null;
  }
}

/**
 * Reads codes from the playing video until `signal` aborts; `onCode` gets every EAN-13
 * read (the caller decides whether it is an ISBN). Resolves with the reader used.
 */
export async function readCodes(video: HTMLVideoElement, stream: MediaStream, onCode: (code: string) => void, signal: AbortSignal): Promise<'native' | 'zxing'> {
  const detector = await nativeDetector();
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
  const stop = await readWithZxing(video, stream, onCode);
  if (signal.aborted) stop();
  else signal.addEventListener('abort', stop, { once: true });
  return 'zxing';
}
