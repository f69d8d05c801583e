import { describe, expect, it } from 'vitest';
import { cpfOk, emailOk, given } from './profile-rules';

describe("the registration form's checks", () => {
  it('takes a CPF with or without its dots and refuses wrong check digits or one repeated digit', () => {
    expect(cpfOk('390.533.447-05')).toBe(true);
    expect(cpfOk('39053344705')).toBe(true);
    expect(cpfOk('')).toBe(true);
    expect(cpfOk('390.533.447-06')).toBe(false);
    expect(cpfOk('111.111.111-11')).toBe(false);
    expect(cpfOk('1234')).toBe(false);
  });
  it('takes an empty or well-formed e-mail and leaves blank fields out', () => {
    expect(emailOk(' maria@example.org ')).toBe(true);
    expect(emailOk('')).toBe(true);
    expect(emailOk('maria@intranet')).toBe(false);
    expect(given('  ')).toBeUndefined();
    expect(given(' Ana ')).toBe('Ana');
  });
});
