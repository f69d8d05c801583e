import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import '../isbn-scanner.css';

// The dialog, the camera code and radix-ui's dialog load on the first tap: the search page
// carries only this button.
const ScannerDialog = lazy(() => import('./scanner-dialog').then((m) => ({ default: m.ScannerDialog })));

/**
 * "Scan an ISBN": a button that opens the camera in a dialog and, once a book's barcode is
 * read, searches the catalogue for that ISBN ("does my library have this book?").
 */
export function IsbnScanButton() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const found = useCallback((isbn: string) => {
    setOpen(false);
    void navigate({ to: '/', search: { campo: ['isbn'], valor: [isbn] } });
  }, [navigate]);
  const returnFocus = useCallback(() => button.current?.focus(), []);
  return (
    <>
      <button ref={button} type="button" className="button isbn-scan-button" title={t`Scan a book's ISBN with the camera`}
        aria-haspopup="dialog" onClick={() => { setWanted(true); setOpen(true); }}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <path d="M3 5v4h2V7h2V5H3zm16 0h-2v2h2v2h2V5h-2zM5 15H3v4h4v-2H5v-2zm14 2h-2v2h4v-4h-2v2zM7 8h1v8H7zm2 0h2v8H9zm3 0h1v8h-1zm2 0h2v8h-2zm3 0h1v8h-1z" fill="currentColor" />
        </svg>
        <span className="isbn-scan-label"><Trans>Scan ISBN</Trans></span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <ScannerDialog open={open} onOpenChange={setOpen} onIsbn={found} returnFocus={returnFocus} />
        </Suspense>
      ) : null}
    </>
  );
}
