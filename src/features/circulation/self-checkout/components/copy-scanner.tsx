// The phone's camera reading a copy's label (Code 128, Code 39, ITF or Codabar) with the ISBN
// scanner's camera and reader; each code handed over once while the camera is open. The reader
// reads a label many times a second, and a patron with two books on the table brings each into
// view again: a copy already lent (or refused) is not sent again to come back "already on loan".
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { loadCamera, type BarcodeKind, type CameraProblem } from '../../../catalogue/isbn-scanner';

const COPY_LABELS: readonly BarcodeKind[] = ['code_128', 'code_39', 'itf', 'codabar'];

export function CopyScanner({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'scanning' | CameraProblem>('starting');
  const latest = useRef(onCode);
  latest.current = onCode;
  useEffect(() => {
    const abort = new AbortController();
    let stream: MediaStream | null = null;
    const handedOver = new Set<string>();
    const seen = (code: string) => {
      if (handedOver.has(code)) return;
      handedOver.add(code);
      latest.current(code);
    };
    (async () => {
      try {
        const { openCamera, readCodes } = await loadCamera();
        stream = await openCamera();
        if (abort.signal.aborted) return;
        const element = video.current!;
        element.srcObject = stream;
        await element.play().catch(() => undefined);
        setState('scanning');
        await readCodes(element, stream, seen, abort.signal, COPY_LABELS);
      } catch (error) {
        // A CameraError names the problem; anything else (the reader failed to load) is a failure.
        if (!abort.signal.aborted) setState((error as { problem?: CameraProblem }).problem ?? 'failed');
      }
    })();
    return () => {
      abort.abort();
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);
  const problem = state !== 'starting' && state !== 'scanning';
  return (
    <div className="isbn-scanner self-checkout-scanner" data-state={state}>
      <video ref={video} className="isbn-scanner-video" muted playsInline aria-hidden="true" hidden={problem} />
      <p role="status" className={problem ? 'form-error' : undefined}>
        {state === 'starting' ? <Trans>Opening the camera…</Trans>
          : state === 'scanning' ? <Trans>Point the camera at the copy's barcode label.</Trans>
          : state === 'denied' ? <Trans>The camera was not allowed. Type the copy's barcode number below instead.</Trans>
          : <Trans>The camera cannot be used here. Type the copy's barcode number below instead.</Trans>}
      </p>
    </div>
  );
}
