import { Trans } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { CameraError, openCamera, readCodes, type CameraProblem } from '../camera';
import { readEan13 } from '../isbn';

type ScanState =
  | { kind: 'starting' }
  | { kind: 'scanning'; notIsbn?: string }
  | { kind: 'problem'; problem: CameraProblem };

/** The scanner's view: the camera's picture and what it is doing; `onIsbn` once an ISBN is read. */
function Scanner({ onIsbn }: { onIsbn: (isbn: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScanState>({ kind: 'starting' });
  useEffect(() => {
    const abort = new AbortController();
    let stream: MediaStream | null = null;
    let done = false;
    const seen = (code: string) => {
      if (done) return;
      const reading = readEan13(code);
      if (reading.kind === 'isbn') {
        done = true;
        abort.abort();
        onIsbn(reading.isbn);
      } else if (reading.kind === 'not-isbn') {
        setState({ kind: 'scanning', notIsbn: reading.code });
      }
    };
    (async () => {
      try {
        stream = await openCamera();
        if (abort.signal.aborted) return;
        const element = video.current!;
        element.srcObject = stream;
        await element.play().catch(() => undefined);
        setState({ kind: 'scanning' });
        await readCodes(element, stream, seen, abort.signal);
      } catch (error) {
        if (!abort.signal.aborted) setState({ kind: 'problem', problem: error instanceof CameraError ? error.problem : 'failed' });
      }
    })();
    return () => {
      abort.abort();
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onIsbn]);

  return (
    <div className="isbn-scanner" data-state={state.kind}>
      <video ref={video} className="isbn-scanner-video" muted playsInline aria-hidden="true" hidden={state.kind === 'problem'} />
      <p role="status" className={state.kind === 'problem' || (state.kind === 'scanning' && state.notIsbn) ? 'form-error' : undefined}>
        {state.kind === 'starting' ? <Trans>Opening the camera…</Trans>
          : state.kind === 'problem' ? <ProblemText problem={state.problem} />
          : state.notIsbn ? <Trans>The barcode {state.notIsbn} is not an ISBN. Point the camera at the barcode on the back cover that starts with 978 or 979.</Trans>
          : <Trans>Point the camera at the book's barcode (the ISBN, starting with 978 or 979).</Trans>}
      </p>
    </div>
  );
}

function ProblemText({ problem }: { problem: CameraProblem }) {
  switch (problem) {
    case 'denied': return <Trans>The camera was not allowed. Allow this site to use the camera in the browser's settings, or type the ISBN in the search field.</Trans>;
    case 'no-camera': return <Trans>No camera was found on this device. Type the ISBN in the search field instead.</Trans>;
    case 'busy': return <Trans>The camera is in use by another app. Close it and try again.</Trans>;
    case 'unsupported': return <Trans>This browser cannot use the camera here. Type the ISBN in the search field instead.</Trans>;
    default: return <Trans>The camera could not be started. Try again, or type the ISBN in the search field.</Trans>;
  }
}

interface ScannerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onIsbn: (isbn: string) => void;
  returnFocus: () => void;
}

/** The dialog around the scanner (loaded on the first tap, with radix-ui's dialog). */
export function ScannerDialog({ open, onOpenChange, onIsbn, returnFocus }: ScannerDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog isbn-scanner-dialog" onCloseAutoFocus={(event) => { event.preventDefault(); returnFocus(); }}>
          <Dialog.Title><Trans>Scan an ISBN</Trans></Dialog.Title>
          <Dialog.Description><Trans>Find out whether the library has the book in your hands.</Trans></Dialog.Description>
          {open ? <Scanner onIsbn={onIsbn} /> : null}
          <div className="button-row">
            <Dialog.Close className="button"><Trans>Cancel</Trans></Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
