import { describe, expect, it } from 'vitest';
import { loanRequestProblems, sanitizePhone, type LoanRequestDraft } from './form-rules';

const complete: LoanRequestDraft = {
  copyChosen: true,
  receivingLibrary: 2,
  receivingPlace: 1,
  phone: '(48) 3721-0000',
  email: 'ana@example.edu.br',
  homeDelivery: false,
  address: '',
};

describe('sanitizePhone (spec §5, §9)', () => {
  it('keeps digits, hyphens, parentheses and spaces and drops everything else', () => {
    expect(sanitizePhone('+55 (48) 3721-0000 ramal #2')).toBe('55 (48) 3721-000');
    expect(sanitizePhone('tel: 99.888.777')).toBe(' 99888777');
  });

  it('cuts the result to 16 characters', () => {
    expect(sanitizePhone('12345678901234567890')).toBe('1234567890123456');
    expect(sanitizePhone('(48) 99999-99999 9')).toHaveLength(16);
  });
});

describe('loanRequestProblems', () => {
  it('lets a complete request through', () => {
    expect(loanRequestProblems(complete)).toEqual({});
  });

  it('names every missing choice and contact field', () => {
    expect(
      loanRequestProblems({ ...complete, copyChosen: false, receivingLibrary: null, receivingPlace: null, phone: 'abc', email: '' }),
    ).toEqual({
      copy: 'error.loan-request-option-required',
      receivingLibrary: 'error.loan-request-library-required',
      receivingPlace: 'error.loan-request-location-required',
      phone: 'error.phone-required',
      email: 'error.email-invalid',
    });
  });

  it('refuses a bad e-mail address', () => {
    expect(loanRequestProblems({ ...complete, email: 'ana@biblioteca' })).toEqual({ email: 'error.email-invalid' });
  });

  it('asks for the home address only when home delivery is chosen', () => {
    expect(loanRequestProblems({ ...complete, homeDelivery: true, address: '  ' })).toEqual({
      address: 'error.loan-request-address-required',
    });
    expect(loanRequestProblems({ ...complete, homeDelivery: true, address: 'Rua das Flores, 12' })).toEqual({});
    expect(loanRequestProblems({ ...complete, homeDelivery: false, address: '' })).toEqual({});
  });
});
