import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULE, addDays, decideRenewal, dueDate, nextOpenDay, fineFor, lateDays, sanitizePhone, suspensionFor, type RenewalCase,
} from './rules';
import { standingBar } from './store';

const rule = { ...DEFAULT_RULE, prazo: 14, maxRenovacoes: 3, multa: 1.5, debitoMaximo: 10 };
const base: RenewalCase = {
  today: '2026-03-10', rule, heldByOther: false,
  loan: { due: '2026-03-12', renovacoes: 0, limite: 3 },
  patron: { suspendedUntil: null, debt: 0, otherOverdue: false },
};
type Changes = Partial<Omit<RenewalCase, 'loan' | 'patron'>> & { loan?: Partial<RenewalCase['loan']>; patron?: Partial<RenewalCase['patron']> };
const decide = (changes: Changes = {}) =>
  decideRenewal({ ...base, ...changes, loan: { ...base.loan, ...changes.loan }, patron: { ...base.patron, ...changes.patron } });

describe('due dates', () => {
  it('counts the loan days from the given day', () => {
    expect(dueDate('2026-03-10', 14)).toBe('2026-03-24');
    expect(addDays('2026-12-25', 10)).toBe('2027-01-04');
  });
  it('moves a due date that falls on a closed day to the next opening day', () => {
    // 2026-03-14 is a Saturday; a library open Monday to Friday takes it back on Monday the 16th.
    expect(dueDate('2026-03-07', 7, { openWeekdays: [1, 2, 3, 4, 5], closedDays: [] })).toBe('2026-03-16');
    expect(dueDate('2026-03-07', 7, { openWeekdays: [6], closedDays: [] })).toBe('2026-03-14');
  });
  it('moves a due date off closed days (holidays), then off closed weekdays, to the next open day', () => {
    const weekdays = [1, 2, 3, 4, 5];
    // Monday the 16th and Tuesday the 17th closed: a loan due on the 16th comes back on Wednesday.
    expect(dueDate('2026-03-09', 7, { openWeekdays: weekdays, closedDays: ['2026-03-16', '2026-03-17'] })).toBe('2026-03-18');
    // Friday the 20th closed: the next open day is Monday the 23rd (the weekend is closed too).
    expect(dueDate('2026-03-13', 7, { openWeekdays: weekdays, closedDays: ['2026-03-20'] })).toBe('2026-03-23');
    // Hours unknown: only the closed days move it.
    expect(dueDate('2026-03-13', 7, { openWeekdays: [], closedDays: ['2026-03-20'] })).toBe('2026-03-21');
    expect(nextOpenDay('2026-03-20', { openWeekdays: [], closedDays: [] })).toBe('2026-03-20');
  });
  it('renews to a due date that is not a closed day', () => {
    const renewed = decide({ today: '2026-03-06', calendar: { openWeekdays: [], closedDays: ['2026-03-20'] } });
    // The renewal keeps where it would have fallen, so the patron is told why it moved (due-move.ts).
    expect(renewed).toEqual({ ok: true, due: '2026-03-21', dueTime: null, original: '2026-03-20' });
  });
});

describe('fines and suspensions', () => {
  it('charges per day late, never for an early or on-time return', () => {
    expect(lateDays('2026-03-10', '2026-03-13')).toBe(3);
    expect(lateDays('2026-03-10', '2026-03-09')).toBe(0);
    expect(fineFor(3, rule)).toBe(4.5);
    expect(fineFor(7, { ...rule, multa: 0.35 })).toBe(2.45);
    expect(fineFor(0, rule)).toBe(0);
  });
  it('suspends from the return day for days-late × the rule', () => {
    expect(suspensionFor(4, { ...rule, diasSuspensaoPorDia: 1 }, '2026-03-10')).toEqual({ dias: 4, inicio: '2026-03-10', fim: '2026-03-13' });
    expect(suspensionFor(2, { ...rule, diasSuspensaoPorDia: 3 }, '2026-03-10')).toEqual({ dias: 6, inicio: '2026-03-10', fim: '2026-03-15' });
    expect(suspensionFor(4, { ...rule, diasSuspensaoPorDia: 0 }, '2026-03-10')).toBeNull();
    expect(suspensionFor(0, { ...rule, diasSuspensaoPorDia: 2 }, '2026-03-10')).toBeNull();
  });
});

describe('the renewal decision', () => {
  it('renews from today', () => {
    expect(decide()).toEqual({ ok: true, due: '2026-03-24', dueTime: null, original: null });
  });
  it('refuses, with the reason, in the order a patron can act on', () => {
    expect(decide({ patron: { suspendedUntil: '2026-03-10' } })).toEqual({ ok: false, reason: 'error.renewal-suspended' });
    expect(decide({ patron: { suspendedUntil: '2026-03-09' } }).ok).toBe(true);
    expect(decide({ patron: { debt: 10.01 } })).toEqual({ ok: false, reason: 'error.renewal-debt' });
    expect(decide({ patron: { debt: 10 } }).ok).toBe(true);
    expect(decide({ patron: { debt: 0.5 }, rule: { ...rule, renovaComDebito: false } })).toEqual({ ok: false, reason: 'error.renewal-debt' });
    expect(decide({ patron: { debt: 500 }, rule: { ...rule, debitoMaximo: null } }).ok).toBe(true);
    expect(decide({ heldByOther: true })).toEqual({ ok: false, reason: 'error.renewal-reserved' });
    expect(decide({ loan: { due: '2026-03-09' } })).toEqual({ ok: false, reason: 'error.renewal-overdue' });
    expect(decide({ loan: { due: '2026-03-10' } }).ok).toBe(true);
    expect(decide({ patron: { otherOverdue: true }, rule: { ...rule, renovaComAtraso: false } })).toEqual({ ok: false, reason: 'error.renewal-patron-overdue' });
    expect(decide({ patron: { otherOverdue: true } }).ok).toBe(true);
    expect(decide({ loan: { renovacoes: 3 } })).toEqual({ ok: false, reason: 'error.renewal-limit' });
  });
  it('refuses a renewal that would not move the due date on (a second one the same day)', () => {
    expect(decide({ loan: { due: '2026-03-24' } })).toEqual({ ok: false, reason: 'error.renewal-already-renewed' });
    expect(decide({ loan: { due: '2026-04-30' } })).toEqual({ ok: false, reason: 'error.renewal-already-renewed' });
  });
});

describe('phone numbers (spec §5, §9)', () => {
  it('keeps only digits, hyphen, parentheses and spaces, cut to 16', () => {
    expect(sanitizePhone('+55 (48) 99999-8888 ramal 12')).toBe('55 (48) 99999-88');
    expect(sanitizePhone('abc')).toBe('');
  });
});

describe('a patron barred from circulation', () => {
  it('an expired registration is refused renewal before any other reason', () => {
    expect(decide({ patron: { barred: 'error.registration-expired', suspendedUntil: '2026-03-10' } }))
      .toEqual({ ok: false, reason: 'error.registration-expired' });
  });
});

describe("circulation's one bar", () => {
  it('bars a separated patron first, then an expired registration', () => {
    expect(standingBar({ separated: true, expired: true })).toBe('error.patron-separated');
    expect(standingBar({ separated: false, expired: true })).toBe('error.registration-expired');
    expect(standingBar({ separated: false, expired: false })).toBeNull();
  });
});

describe('renewal overridden by staff (issue 36 item 4)', () => {
  it("passes over the patron's standing (debt, suspension, another overdue loan) and nothing else", () => {
    const owing = { patron: { debt: 25 } };
    expect(decide(owing)).toEqual({ ok: false, reason: 'error.renewal-debt' });
    expect(decide({ ...owing, override: true })).toEqual({ ok: true, due: '2026-03-24', dueTime: null, original: null });
    expect(decide({ patron: { suspendedUntil: '2026-03-20' }, override: true })).toMatchObject({ ok: true });
    expect(decide({ patron: { otherOverdue: true }, override: true })).toMatchObject({ ok: true });
    // A debt and a title another patron waits for: the override lifts the debt, the hold still refuses.
    expect(decide({ ...owing, heldByOther: true, override: true })).toEqual({ ok: false, reason: 'error.renewal-reserved' });
    expect(decide({ loan: { renovacoes: 3 }, override: true })).toEqual({ ok: false, reason: 'error.renewal-limit' });
    expect(decide({ loan: { due: '2026-03-09' }, override: true })).toEqual({ ok: false, reason: 'error.renewal-overdue' });
    expect(decide({ patron: { barred: 'error.patron-separated' }, override: true })).toEqual({ ok: false, reason: 'error.patron-separated' });
  });
});
