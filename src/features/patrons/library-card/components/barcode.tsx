import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { BarcodeKind } from '../draw-barcode';

interface BarcodeProps {
  kind: BarcodeKind;
  text: string;
  /** Read by screen readers in place of the drawing. */
  label: string;
  scale?: number;
  className?: string;
}

/** A barcode drawn on a canvas by bwip-js, loaded the first time one is shown. */
export function Barcode({ kind, text, label, scale = 3, className }: BarcodeProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'drawing' | 'drawn' | 'failed'>('drawing');
  useEffect(() => {
    let live = true;
    setState('drawing');
    import('../draw-barcode')
      .then(({ drawBarcode }) => {
        if (!live || !canvas.current) return;
        drawBarcode(canvas.current, kind, text, scale);
        setState('drawn');
      })
      .catch(() => live && setState('failed'));
    return () => { live = false; };
  }, [kind, text, scale]);
  return (
    <div className={`barcode ${className ?? ''}`} data-barcode={kind} data-state={state}>
      <canvas ref={canvas} role="img" aria-label={label} hidden={state === 'failed'} />
      {state === 'failed' ? <p className="form-error"><Trans>The code could not be drawn.</Trans></p> : null}
    </div>
  );
}
