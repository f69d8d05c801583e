// The screens that keep the last answer on screen while the next one loads (a search's
// next page, another index heading, another citation style): useSuspenseQuery would put
// "Loading…" in its place, so these read a plain useQuery with placeholder data and show
// its state here. Everything else uses a route loader or a QueryBoundary (query-boundary.tsx).
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from './error-message';
import { Loading } from './loading';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** The answer; while the next one loads it is the previous one, marked busy. */
  children: (data: T) => ReactNode;
  /** Said while the first answer loads (default: the polite "Loading…"; offline, that it was not saved). */
  pending?: ReactNode;
  className?: string;
}

/** A query's first load, its failure (the §8 message and Try again), else its data. */
export function QueryState<T>({ query, children, pending = <Loading />, className }: QueryStateProps<T>) {
  if (query.isPending) return <>{pending}</>;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <div className={className} aria-busy={query.isPlaceholderData}>
      {children(query.data)}
    </div>
  );
}
