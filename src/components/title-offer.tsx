// The frame a title's hold and loan-request tabs share: the heading, then the offer the
// server answers (loading, failed), then either why the patron may not go on (with where
// to go instead) or the form. Features do not import each other, so it lives here.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorMessage } from './error-message';
import { Loading } from './loading';

export interface OfferRefusal {
  text: string;
  /** Where to go instead (e.g. "See your holds"). */
  next?: ReactNode;
}

interface TitleOfferProps<T> {
  /** The section's class; its heading's id is `<name>-title`. */
  name: string;
  heading: string;
  offer: UseQueryResult<T>;
  /** Why the patron may not go on, or null when they may. */
  refusal: (offer: T) => OfferRefusal | null;
  children: (offer: T) => ReactNode;
}

export function TitleOffer<T>({ name, heading, offer, refusal, children }: TitleOfferProps<T>) {
  const refused = offer.isSuccess ? refusal(offer.data) : null;
  const headingId = `${name}-title`;
  return (
    <section aria-labelledby={headingId} className={name}>
      <h2 id={headingId}>{heading}</h2>
      {offer.isPending ? (
        <Loading />
      ) : offer.isError ? (
        <ErrorMessage error={offer.error} />
      ) : refused ? (
        <>
          <p className="refusal" role="status">
            {refused.text}
          </p>
          {refused.next && <p>{refused.next}</p>}
        </>
      ) : (
        children(offer.data)
      )}
    </section>
  );
}
