import { describe, expect, it } from 'vitest';
import type { LibraryCalendar } from './calendar';
import { dueMove, dueWithOrigin, originalKey } from './due-move';

const weekdays = (from: number, to: number, abertura: string, fechamento: string) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ dia_semana: from + i, abertura, fechamento }));

describe('why a loan is due when it is', () => {
  it('a day loan due on a closed Saturday moves to Monday and names the holiday and the Sunday it skipped', () => {
    const calendar: LibraryCalendar = { openWeekdays: [1, 2, 3, 4, 5, 6], closedDays: ['2026-12-12'] };
    // Saturday 28 November + 14 days = Saturday 12 December, the inventory day.
    const { due, original } = dueWithOrigin({ unidade: 'dias', prazo: 14 }, { day: '2026-11-28', time: '10:00' }, calendar);
    expect(due).toEqual({ day: '2026-12-14', time: null });
    expect(original).toEqual({ day: '2026-12-12', time: null });
    expect(dueMove(originalKey(original!), due, [{ data: '2026-12-12', descricao: 'Inventário' }])).toEqual({
      data_original: '2026-12-12', hora_original: null, motivo: 'dias_fechados',
      dias_fechados: [{ data: '2026-12-12', descricao: 'Inventário' }, { data: '2026-12-13', descricao: null }],
    });
  });

  it('a due date on an open day did not move and has nothing to explain', () => {
    const { due, original } = dueWithOrigin({ unidade: 'dias', prazo: 10 }, { day: '2026-11-28', time: '10:00' }, { openWeekdays: [1, 2, 3, 4, 5], closedDays: [] });
    expect(due.day).toBe('2026-12-08');
    expect(original).toBeNull();
    expect(dueMove(null, due, [])).toBeNull();
  });

  it('an hourly loan past closing time is due when the library closes', () => {
    const calendar: LibraryCalendar = { openWeekdays: [1, 2, 3, 4, 5], closedDays: [], hours: weekdays(1, 5, '08:00', '18:00') };
    // Tuesday 16:20 + 4 h: the end of the hour is 21:00, after the 18:00 closing.
    const { due, original } = dueWithOrigin({ unidade: 'horas', prazo: 4 }, { day: '2026-12-01', time: '16:20' }, calendar);
    expect(due).toEqual({ day: '2026-12-01', time: '18:00' });
    expect(dueMove(originalKey(original!), due, [])).toEqual({ data_original: '2026-12-01', hora_original: '21:00', motivo: 'fechamento', dias_fechados: [] });
  });

  it('an hourly loan ending on a closed day is due at the next closing time, the days skipped named', () => {
    const calendar: LibraryCalendar = { openWeekdays: [1, 2, 3, 4, 5], closedDays: ['2026-12-14'], hours: weekdays(1, 5, '08:00', '18:00') };
    // Friday 15:10 + 30 h ends Saturday 22:00; Sunday is closed, Monday the 14th a holiday: Tuesday at closing time.
    const { due, original } = dueWithOrigin({ unidade: 'horas', prazo: 30 }, { day: '2026-12-11', time: '15:10' }, calendar);
    expect(due).toEqual({ day: '2026-12-15', time: '18:00' });
    expect(originalKey(original!)).toBe('2026-12-12T22:00');
    expect(dueMove(originalKey(original!), due, [{ data: '2026-12-14', descricao: 'Recesso' }])?.dias_fechados).toEqual([
      { data: '2026-12-12', descricao: null }, { data: '2026-12-13', descricao: null }, { data: '2026-12-14', descricao: 'Recesso' },
    ]);
  });
});
