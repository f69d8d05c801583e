import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';

interface BrightCardProps {
  onClose: () => void;
  children: ReactNode;
}

/**
 * The code alone, black on white over the whole screen, for a desk scanner: full screen where
 * the browser allows it (the Fullscreen API), a covering layer everywhere (iPhones have none).
 * Screens cannot be made brighter from a page; white on the whole screen is what helps.
 */
export function BrightCard({ onClose, children }: BrightCardProps) {
  const layer = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = layer.current;
    const opener = document.activeElement as HTMLElement | null;
    close.current?.focus();
    if (element?.requestFullscreen && !document.fullscreenElement) element.requestFullscreen().catch(() => undefined);
    // Leaving full screen (Esc, the back gesture) leaves the bright card too.
    const left = () => { if (!document.fullscreenElement) onClose(); };
    const key = (event: KeyboardEvent) => { if (event.key === 'Escape') onClose(); };
    document.addEventListener('fullscreenchange', left);
    document.addEventListener('keydown', key);
    return () => {
      document.removeEventListener('fullscreenchange', left);
      document.removeEventListener('keydown', key);
      if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
      opener?.focus();
    };
  }, [onClose]);
  return (
    <div ref={layer} className="bright-card" role="dialog" aria-modal="true" aria-labelledby="bright-card-title">
      <h2 id="bright-card-title" className="visually-hidden"><Trans>Card for the scanner</Trans></h2>
      {children}
      <button ref={close} type="button" className="button bright-card-close" onClick={onClose}>
        <Trans>Close</Trans>
      </button>
    </div>
  );
}
