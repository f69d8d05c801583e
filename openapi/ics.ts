/**
 * iCalendar (RFC 5545) writing, shared by the server's calendar feed and the PWA's one-tap
 * "add to calendar" download, so both escape, fold and date events the same way. Written by
 * hand: a feed of all-day events needs a few dozen lines, not a calendar library.
 */

export interface AllDayEvent {
  /** Stable across feeds, so a calendar updates the event (a renewal moves it) instead of adding one. */
  uid: string;
  /** The day, YYYY-MM-DD (the contract's `format: date`). */
  date: string;
  summary: string;
  description?: string;
  location?: string;
  /** Days before `date` at which to remind (a VALARM at 09:00 that day); none when absent. */
  remindDaysBefore?: number;
}

export interface CalendarOptions {
  /** Shown by calendar apps as the subscription's name (X-WR-CALNAME). */
  name?: string;
  /** When the data was read (DTSTAMP); now when absent. */
  stamp?: Date;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped; every line break becomes \n. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 §3.1: a content line longer than 75 octets is split, each continuation starting
 * with one space; splits never fall inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line has 75 octets; a continuation's leading space takes one of its 75.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const compactDate = (date: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`not a date: ${date}`);
  return date.replaceAll('-', '');
};

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const utcStamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

function eventLines(event: AllDayEvent, stamp: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compactDate(event.date)}`,
    `DTEND;VALUE=DATE:${compactDate(nextDay(event.date))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    'TRANSP:TRANSPARENT',
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.remindDaysBefore !== undefined && event.remindDaysBefore >= 0) {
    // Relative to the all-day start (midnight): the day before at 09:00 is -PT15H.
    const hours = event.remindDaysBefore * 24 - 9;
    const trigger = hours >= 0 ? `-PT${hours}H` : `PT${-hours}H`;
    lines.push('BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(event.summary)}`, `TRIGGER:${trigger}`, 'END:VALARM');
  }
  lines.push('END:VEVENT');
  return lines;
}

/** A whole VCALENDAR object: CRLF line ends, folded lines, ending with a CRLF. */
export function calendar(events: readonly AllDayEvent[], options: CalendarOptions = {}): string {
  const stamp = utcStamp(options.stamp ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Catalogo da biblioteca//Prazos//PT',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  if (options.name) lines.push(`X-WR-CALNAME:${escapeText(options.name)}`);
  // Ask subscribers to look again every few hours (due dates move with renewals).
  lines.push('REFRESH-INTERVAL;VALUE=DURATION:PT4H', 'X-PUBLISHED-TTL:PT4H');
  for (const event of events) lines.push(...eventLines(event, stamp));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
