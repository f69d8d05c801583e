// Helpers for route files: record codes in paths, loaders' data, and API 404s as the router's not-found.
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { whenRestored } from './storage/persister';

/** Parses a path segment as a record code (a positive integer), or answers not-found. */
export function parseRecordCode(value: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value)) throw notFound();
  const code = Number(value);
  if (code > 2_147_483_647) throw notFound();
  return code;
}

/**
 * A loader's data, once the saved cache is restored (offline, the saved answer is the
 * data); an API 404 becomes the router's not-found page.
 */
export async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  await whenRestored();
  try {
    return await load();
  } catch (error) {
    if ((error as { status?: unknown } | null)?.status === 404) throw notFound();
    throw error;
  }
}

/**
 * A route's loader: the query its page reads with useSuspenseQuery, once the saved cache
 * is restored, so offline a saved answer is the data (and a missing one waits, the
 * router's pending component saying so).
 */
export async function ensureLoaded<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  query: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<TData> {
  await whenRestored();
  return queryClient.ensureQueryData(query);
}
