import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendar, escapeText, foldLine } from './ics';

describe('ICS text escaping (RFC 5545 §3.3.11)', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('ICS line folding (RFC 5545 §3.1)', () => {
  const octets = (s: string) => new TextEncoder().encode(s).length;

  it('leaves a short line alone', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('folds a long line at 75 octets with CRLF and a space, never inside a character', () => {
    const line = `SUMMARY:${'Introdução à programação '.repeat(8)}`;
    const folded = foldLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.every((p) => octets(p) <= 75)).toBe(true);
    expect(pieces.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    // Unfolding gives the line back, accents whole.
    expect(pieces.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
  });
});

describe('calendar()', () => {
  const text = calendar([
    { uid: 'emprestimo-7@biblioteca', date: '2026-12-03', summary: 'Devolver: Redes, protocolos; e "tudo"', description: 'Linha 1\nLinha 2', location: 'Biblioteca Central', remindDaysBefore: 1 },
    { uid: 'reserva-9@biblioteca', date: '2026-12-31', summary: 'Retirar: Cálculo' },
  ], { name: 'Biblioteca: prazos', stamp: new Date('2026-11-25T10:00:00Z') });

  it('uses CRLF everywhere and ends with one', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('is read back by ical.js with the same days, texts and reminder', () => {
    const component = new ICAL.Component(ICAL.parse(text));
    expect(component.getFirstPropertyValue('x-wr-calname')).toBe('Biblioteca: prazos');
    const events = component.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.uid)).toEqual(['emprestimo-7@biblioteca', 'reserva-9@biblioteca']);
    expect(events[0].summary).toBe('Devolver: Redes, protocolos; e "tudo"');
    expect(events[0].description).toBe('Linha 1\nLinha 2');
    expect(events[0].startDate.isDate).toBe(true);
    expect(events[0].startDate.toString()).toBe('2026-12-03');
    expect(events[0].endDate.toString()).toBe('2026-12-04');
    expect(events[1].endDate.toString()).toBe('2027-01-01');
    const alarm = events[0].component.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('trigger')?.toString()).toBe('-PT15H');
  });

  it('refuses a day that is not YYYY-MM-DD', () => {
    expect(() => calendar([{ uid: 'x', date: '03/12/2026', summary: 'x' }])).toThrow(RangeError);
  });
});
