import { describe, expect, it } from 'vitest';
import { pickPolicy, type PolicyKeys } from './policy';
import { dueFor, hourlyDue, isOverdue, lateFor } from './hourly';
import type { LibraryCalendar } from './calendar';

type Row = PolicyKeys & { name: string };
const row = (codBiblioteca: number | null, categoria: string | null, tipoEmprestimo: string | null): Row =>
  ({ codBiblioteca, categoria, tipoEmprestimo, name: `${codBiblioteca ?? '*'}/${categoria ?? '*'}/${tipoEmprestimo ?? '*'}` });

// Every combination of library 1, category 'grad' and type 'dvd' with "any".
const ALL = [
  row(1, 'grad', 'dvd'), row(1, 'grad', null), row(1, null, 'dvd'), row(1, null, null),
  row(null, 'grad', 'dvd'), row(null, 'grad', null), row(null, null, 'dvd'), row(null, null, null),
];
const loan = { codBiblioteca: 1, categoria: 'grad', tipoEmprestimo: 'dvd' };

describe('the policy matrix precedence (Koha order)', () => {
  it('picks library+category+type, then drops type, category, library in that order as rows go', () => {
    const order: string[] = [];
    let rules = [...ALL];
    while (rules.length) {
      const picked = pickPolicy(rules, loan)!;
      order.push(picked.name);
      rules = rules.filter((r) => r !== picked);
    }
    expect(order).toEqual(['1/grad/dvd', '1/grad/*', '1/*/dvd', '1/*/*', '*/grad/dvd', '*/grad/*', '*/*/dvd', '*/*/*']);
  });
  it('never picks a rule of another library, category or type, whatever the order of the rows', () => {
    const others = [row(2, 'grad', 'dvd'), row(1, 'prof', 'dvd'), row(1, 'grad', 'book'), row(null, null, 'book')];
    expect(pickPolicy([...others, row(null, null, null)].reverse(), loan)!.name).toBe('*/*/*');
    expect(pickPolicy(others, loan)).toBeNull();
  });
  it('a copy of an unknown library or type only matches "any" rows', () => {
    expect(pickPolicy(ALL, { codBiblioteca: null, categoria: 'grad', tipoEmprestimo: null })!.name).toBe('*/grad/*');
  });
});

// 2026-03-13 is a Friday. Open Monday to Friday 08:00–12:00 and 13:30–18:00.
const shifts = [1, 2, 3, 4, 5].flatMap((dia_semana) => [
  { dia_semana, abertura: '08:00', fechamento: '12:00' }, { dia_semana, abertura: '13:30', fechamento: '18:00' },
]);
const calendar: LibraryCalendar = { openWeekdays: [1, 2, 3, 4, 5], closedDays: [], hours: shifts };

describe('hourly due dates', () => {
  it('is due at the end of the hour the loan length reaches, while the library is open', () => {
    expect(hourlyDue({ day: '2026-03-13', time: '09:20' }, 4, calendar)).toEqual({ day: '2026-03-13', time: '14:00' });
    expect(hourlyDue({ day: '2026-03-13', time: '09:00' }, 2, calendar)).toEqual({ day: '2026-03-13', time: '11:00' });
  });
  it('comes back at closing time when the hours run past it (the lunch break and the evening)', () => {
    expect(hourlyDue({ day: '2026-03-13', time: '15:10' }, 4, calendar)).toEqual({ day: '2026-03-13', time: '18:00' });
    expect(hourlyDue({ day: '2026-03-13', time: '11:10' }, 1, calendar)).toEqual({ day: '2026-03-13', time: '12:00' });
  });
  it('falling on a closed day, is due at the closing time of the next day the library opens', () => {
    // Friday 10:00 + 24 h is Saturday (closed weekday); Monday the 16th a holiday: Tuesday 18:00.
    const holiday = { ...calendar, closedDays: ['2026-03-16'] };
    expect(hourlyDue({ day: '2026-03-13', time: '10:00' }, 24, holiday)).toEqual({ day: '2026-03-17', time: '18:00' });
    // Lent on the holiday itself for 4 hours: the next open day's closing.
    expect(hourlyDue({ day: '2026-03-16', time: '10:00' }, 4, holiday)).toEqual({ day: '2026-03-17', time: '18:00' });
  });
  it('without known hours, the end of the hour, moved past closed days', () => {
    expect(hourlyDue({ day: '2026-03-13', time: '22:30' }, 2, { openWeekdays: [], closedDays: ['2026-03-14'] })).toEqual({ day: '2026-03-15', time: '01:00' });
  });
  it('a day loan stays a day, with no time', () => {
    expect(dueFor({ unidade: 'dias', prazo: 3 }, { day: '2026-03-13', time: '15:00' }, calendar)).toEqual({ day: '2026-03-16', time: null });
  });
  it('counts begun hours late for the fine and begun days for the suspension', () => {
    const due = { day: '2026-03-13', time: '18:00' };
    expect(lateFor(due, { day: '2026-03-13', time: '17:59' })).toEqual({ units: 0, days: 0 });
    expect(lateFor(due, { day: '2026-03-13', time: '19:30' })).toEqual({ units: 2, days: 1 });
    expect(lateFor(due, { day: '2026-03-16', time: '09:00' })).toEqual({ units: 63, days: 3 });
    expect(lateFor({ day: '2026-03-13', time: null }, { day: '2026-03-16', time: '09:00' })).toEqual({ units: 3, days: 3 });
    expect(isOverdue(due, { day: '2026-03-13', time: '18:01' })).toBe(true);
    expect(isOverdue({ day: '2026-03-13', time: null }, { day: '2026-03-13', time: '23:59' })).toBe(false);
  });
});
