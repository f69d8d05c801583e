import { describe, expect, it } from 'vitest';
import { isEmailAddress, splitRecipients } from './email-address';

// The four rules this one replaced (personal data, the mailer, the loan-request form, the
// basket) disagreed on the addresses marked "was": the server could take what the form
// refused, or the other way round.
describe('isEmailAddress', () => {
  it.each([
    'ana@example.org',
    'Ana.Souza@UFDEMO.edu.BR',
    'ana.souza@biblioteca.ufsc.br',
    'ANA+livros@Example.EDU', // plus-addressing, any case
    'a.b+tag@sub.example.com.br', // subdomains
    "o'brien@example.ie",
    'x_y-z@sub.domain.example',
    'a@b.co',
    'ana@x--y.example.org', // hyphens inside a label
    'ana@example.xn--p1ai', // a punycode top-level domain (was refused by personal data)
    `${'x'.repeat(64)}@uni.edu.br`,
    `ana@${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(20)}.br`, // 210 characters (was refused by the loan-request form, over 200)
  ])('accepts %s', (value) => expect(isEmailAddress(value)).toBe(true));

  it.each([
    '',
    'plain',
    'ana@',
    '@example.org',
    'ana@ufdemo', // no dot: an intranet name
    'a@b',
    'ana souza@ufdemo.edu.br',
    ' ana@example.org', // callers trim; the rule does not (was accepted by personal data)
    'ana @example.org',
    'bruno@@example.org',
    'a@b@example.org',
    'ana@-uni.br', // was accepted by personal data
    'ana@uni-.br',
    'ana@uni..br',
    'ana..b@example.edu', // was accepted by personal data and the basket
    '.ana@example.org', // was accepted by all but personal data's
    'ana.@example.org',
    'ana@exa_mple.edu', // was accepted by personal data
    'ana@example.c', // one-letter top-level domain (was accepted by the mailer and the basket)
    'ana@example.123', // numeric top-level domain (was accepted by the mailer and the basket)
    'ana@192.168.0.1',
    'a"b@example.org', // was accepted by personal data
    'ana(x)@example.org',
    'joão@example.br', // non-ASCII (was accepted by personal data)
    'ana@exámple.br',
    'ana@example.org.', // a trailing dot
    `${'x'.repeat(65)}@uni.edu.br`, // local part over 64
    `${'x'.repeat(250)}@uni.br`, // over 254 in all
    `ana@${'a'.repeat(64)}.br`, // a label over 63
  ])('refuses %j', (value) => expect(isEmailAddress(value)).toBe(false));
});

describe('splitRecipients', () => {
  it('splits on semicolons, trims, skips blank entries', () => {
    expect(splitRecipients(' ana@uni.edu.br ;bruno.silva+cesta@Example.ORG;; ')).toEqual({
      addresses: ['ana@uni.edu.br', 'bruno.silva+cesta@Example.ORG'],
    });
    expect(splitRecipients('  ;  ')).toEqual({ addresses: [] });
  });

  it('names the first bad address; a comma is not a separator', () => {
    expect(splitRecipients('ana@uni.edu.br; bruno@; carla@').invalid).toBe('bruno@');
    expect(splitRecipients('ana@uni.edu.br, bruno@uni.edu.br').invalid).toBe('ana@uni.edu.br, bruno@uni.edu.br');
  });
});
