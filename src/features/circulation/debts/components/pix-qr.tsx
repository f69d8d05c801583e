import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/** The BR Code as a QR code (SVG). The encoder is loaded here only, when a charge is shown: nothing of it on the first screen. */
export function PixQr({ code }: { code: string }) {
  const { t } = useLingui();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ renderSVG }) => { if (live) setSvg(renderSVG(code, { ecc: 'M', border: 2 })); });
    return () => { live = false; };
  }, [code]);
  if (!svg) return <div className="pix-qr" aria-hidden="true" />;
  return <img className="pix-qr" data-testid="pix-qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={t`PIX QR code`} width={240} height={240} />;
}
