// The loan token's validity as the card shows it, also offline: computed from the saved
// expiry and the device's clock, never from a fresh answer.

export interface TokenValidity {
  expired: boolean;
  /** Whole minutes left (0 in the last minute); 0 once expired. */
  minutesLeft: number;
}

export function tokenValidity(validade: string, now: Date = new Date()): TokenValidity {
  const left = new Date(validade).getTime() - now.getTime();
  if (!(left > 0)) return { expired: true, minutesLeft: 0 };
  return { expired: false, minutesLeft: Math.floor(left / 60_000) };
}
