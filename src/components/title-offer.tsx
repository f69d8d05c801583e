// The frame a title's hold and loan-request tabs share: the heading, then the offer the
// server answers (the section's boundary shows the wait and a failure, as every section
// does: query-boundary.tsx), then either why the patron may not go on (with where to go
// instead) or the form. Features do not import each other, so it lives here.
import { useSuspenseQuery, type QueryKey, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DataSection } from './query-boundary';

export interface OfferRefusal {
  text: string;
  /** Where to go instead (e.g. "See your holds"). */
  next?: ReactNode;
}

interface TitleOfferProps<T, K extends QueryKey> {
  /** The section's class; its heading's id is `<name>-title`. */
  name: string;
  heading: string;
  /** The offer's query (the feature's `queryOptions`). */
  offer: UseSuspenseQueryOptions<T, Error, T, K>;
  /** Why the patron may not go on, or null when they may. */
  refusal: (offer: T) => OfferRefusal | null;
  children: (offer: T) => ReactNode;
}

export function TitleOffer<T, K extends QueryKey>({ name, heading, ...body }: TitleOfferProps<T, K>) {
  return (
    <DataSection id={`${name}-title`} className={name} title={heading}>
      <OfferBody {...body} />
    </DataSection>
  );
}

function OfferBody<T, K extends QueryKey>({ offer, refusal, children }: Omit<TitleOfferProps<T, K>, 'name' | 'heading'>) {
  const { data } = useSuspenseQuery(offer);
  const refused = refusal(data);
  if (!refused) return <>{children(data)}</>;
  return (
    <>
      <p className="refusal" role="status">
        {refused.text}
      </p>
      {refused.next && <p>{refused.next}</p>}
    </>
  );
}
