import { describe, expect, it } from 'vitest';
import { tokenValidity } from './token-expiry';

describe('tokenValidity', () => {
  const now = new Date('2026-11-25T10:00:00Z');

  it('counts the whole minutes left', () => {
    expect(tokenValidity('2026-11-25T10:59:59Z', now)).toEqual({ expired: false, minutesLeft: 59 });
    expect(tokenValidity('2026-11-25T10:00:30Z', now)).toEqual({ expired: false, minutesLeft: 0 });
  });

  it('is expired at and after the expiry', () => {
    expect(tokenValidity('2026-11-25T10:00:00Z', now)).toEqual({ expired: true, minutesLeft: 0 });
    expect(tokenValidity('2026-11-25T09:00:00Z', now).expired).toBe(true);
  });

  it('treats an unreadable date as expired', () => {
    expect(tokenValidity('not a date', now).expired).toBe(true);
  });
});
