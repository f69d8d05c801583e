import type { Caller } from '../context';
import { unauthorized } from './errors';

/** The patron behind a private call (the router already refused other callers). */
export function requireUser(caller: Caller | null) {
  if (caller?.kind !== 'user') throw unauthorized();
  return caller;
}
