import { describe, expect, it } from 'vitest';
import { contactFields } from './service';

describe('contact fields (spec §5, §9)', () => {
  it('requires a phone and a well-formed e-mail', () => {
    expect(contactFields(' (48) 3721 ', ' a@b.org ')).toEqual({ telefone: '(48) 3721', email: 'a@b.org' });
    expect(() => contactFields('ramal', 'a@b.org')).toThrow('error.phone-required');
    expect(() => contactFields('48', 'a@intranet')).toThrow('error.email-invalid');
    expect(() => contactFields('48', 'a..b@example.org')).toThrow('error.email-invalid');
  });
});
