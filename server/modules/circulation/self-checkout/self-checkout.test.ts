import { describe, expect, it } from 'vitest';
import { CODE_WINDOW_SECONDS, entranceCode, isCurrentCode, receiptCode, windowOf } from './entrance-code';
import { inRanges, parseRange } from './network';

const secret = 'a-secret-of-the-database';
const at = (seconds: number) => seconds * 1000;

describe('the entrance code', () => {
  const start = 1_800_000_000 - (1_800_000_000 % CODE_WINDOW_SECONDS);
  const shown = entranceCode(secret, 1, windowOf(at(start)));

  it('is accepted while shown and in the window after it (a patron scanning as it changes)', () => {
    expect(isCurrentCode(secret, 1, shown, at(start))).toBe(true);
    expect(isCurrentCode(secret, 1, shown, at(start + CODE_WINDOW_SECONDS - 1))).toBe(true);
    expect(isCurrentCode(secret, 1, shown, at(start + CODE_WINDOW_SECONDS + 5))).toBe(true);
  });

  it('is refused once two windows have passed (a photo of the screen goes stale)', () => {
    expect(isCurrentCode(secret, 1, shown, at(start + 2 * CODE_WINDOW_SECONDS))).toBe(false);
  });

  it('changes every window, differs per library and per secret, and is not accepted for another library', () => {
    expect(entranceCode(secret, 1, windowOf(at(start)) + 1)).not.toBe(shown);
    expect(entranceCode(secret, 2, windowOf(at(start)))).not.toBe(shown);
    expect(entranceCode('another secret', 1, windowOf(at(start)))).not.toBe(shown);
    expect(isCurrentCode(secret, 2, shown, at(start))).toBe(false);
  });

  it('is the same for every process that reads the same secret (derived, not stored)', () => {
    expect(entranceCode(secret, 1, windowOf(at(start)))).toBe(shown);
    expect(shown).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
  });

  it('reads a typed code in lower case or with spaces', () => {
    expect(isCurrentCode(secret, 1, ` ${shown.slice(0, 4).toLowerCase()} ${shown.slice(4)}`, at(start))).toBe(true);
  });

  it('makes receipt codes in two groups of four', () => {
    expect(receiptCode()).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  });
});

describe('the library network ranges', () => {
  const ranges = ['10.20.0.0/16', '200.130.5.7', '2001:db8:abcd::/48'];

  it('count an address inside a block or equal to a single address as inside', () => {
    expect(inRanges('10.20.3.4', ranges)).toBe(true);
    expect(inRanges('200.130.5.7', ranges)).toBe(true);
    expect(inRanges('2001:db8:abcd:12::1', ranges)).toBe(true);
  });

  it('read an IPv4 address mapped into IPv6 as the IPv4 address', () => {
    expect(inRanges('::ffff:10.20.9.9', ranges)).toBe(true);
  });

  it('count everything else as outside, and no address at all', () => {
    expect(inRanges('10.21.0.1', ranges)).toBe(false);
    expect(inRanges('200.130.5.8', ranges)).toBe(false);
    expect(inRanges('2001:db8:abce::1', ranges)).toBe(false);
    expect(inRanges('127.0.0.1', [])).toBe(false);
    expect(inRanges(undefined, ranges)).toBe(false);
    expect(inRanges('not an address', ranges)).toBe(false);
  });

  it('accept addresses and CIDR blocks and refuse anything else', () => {
    expect(parseRange('192.168.0.0/24')).toEqual(['192.168.0.0', 24, 'ipv4']);
    expect(parseRange('::1')).toEqual(['::1', 128, 'ipv6']);
    for (const wrong of ['192.168.0.0/33', '10.0.0/8', '10.0.0.0/8/1', 'fe80::/129', '', 'intranet']) expect(parseRange(wrong)).toBeNull();
  });
});
