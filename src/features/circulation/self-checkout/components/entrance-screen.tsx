// The entrance or desk screen (issue 39 item 3): the library's current entrance code as a QR
// code, which the patron's phone camera opens as the self-checkout page; it changes every
// few minutes and the screen asks for the next one when it is due.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { PageHeading } from '../../../../components/page-heading';
import { selfCheckoutQueries } from '../queries';
import '../self-checkout.css';

export function EntranceScreen({ library }: { library: number }) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(selfCheckoutQueries.entrance(library));
  const screen = useRef<HTMLDivElement>(null);
  return (
    <div ref={screen} className="self-checkout-entrance">
      <PageHeading title={t`Borrow with your phone`} />
      <p><Trans>Scan this code with your phone's camera, sign in, and borrow by scanning each copy.</Trans></p>
      {/* The server draws the QR code (bwip-js) from the address it encodes: an SVG of paths only. */}
      <div className="self-checkout-qr" role="img" aria-label={t`QR code to borrow with your phone`} dangerouslySetInnerHTML={{ __html: data.qr_svg }} />
      <p><Trans>Or type this code on the phone:</Trans> <span className="self-checkout-entrance-code" data-testid="entrance-code">{data.codigo}</span></p>
      <a className="visually-hidden" href={data.endereco} data-testid="entrance-link">{data.endereco}</a>
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={() => void screen.current?.requestFullscreen?.().catch(() => undefined)}>
          <Trans>Full screen</Trans>
        </button>
      </div>
    </div>
  );
}
