/**
 * The fixed parts of SIP2 responses that depend on our rules, pure: the 14-character patron
 * status (24, 64), the ACS's supported-messages mask (98's BX), the item lists of a patron
 * information answer (64) within the range asked (BP/BQ), and the refusal every request
 * gets when it cannot be served (a well-formed response with ok = 0).
 */
import type { PatronAccount, TerminalMessage } from '../modules/integration';
import { SUPPORTED_MASK_ORDER, fixedNumber, sipDate, type Field } from './protocol';

/** Patron status: charge, renewal, recall, hold privileges denied, card lost, too many charged, overdue… fines (positions 0–13). */
export function patronStatus(account: PatronAccount | null, blocked: boolean): string {
  if (!account) return 'YYYY          ';
  const { standing: s, rule: r, refusal } = account;
  const barred = s.separated || s.expired;
  const debtBars = s.debt > 0 && (!r.renovaComDebito || (r.debitoMaximo !== null && s.debt > r.debitoMaximo));
  const flags = [
    refusal !== null,
    barred || !!s.suspendedUntil || debtBars,
    false,
    barred || blocked,
    false,
    s.openLoans >= r.maxEmprestimos,
    s.overdueLoans.length > 0 && !r.renovaComAtraso,
    false, false, false,
    refusal === 'error.desk-patron-debt',
    false, false, false,
  ];
  return flags.map((f) => (f ? 'Y' : ' ')).join('');
}

/** 98's BX: Y for each message this terminal may send (and 93, 97, 99, which every terminal may). */
export function supportedMask(allowed: readonly TerminalMessage[] | null): string {
  const codes = new Set<string>(['93', '97', '99', ...(allowed ?? [])]);
  return SUPPORTED_MASK_ORDER.map((c) => (allowed !== null && codes.has(c) ? 'Y' : 'N')).join('');
}

/** The item lists of a 64: the summary's one 'Y' picks the list (hold, overdue, charged, fine, recall, unavailable hold). */
export function patronItems(account: PatronAccount, summary: string, start: string, end: string): Field[] {
  const kind = summary.indexOf('Y');
  const lists: [string, string[]][] = [
    ['AS', account.holds.filter((h) => h.released).map((h) => h.barcode ?? h.titulo)],
    ['AT', account.loans.filter((l) => l.overdue).map((l) => l.barcode)],
    ['AU', account.loans.map((l) => l.barcode)],
    ['AV', account.fines.map((f) => `${f.cod_multa} ${f.total.toFixed(2)} ${f.motivo ?? f.titulo ?? ''}`.trim())],
    ['BU', []],
    ['CD', account.holds.filter((h) => !h.released).map((h) => h.titulo)],
  ];
  const chosen = lists[kind];
  if (!chosen) return [];
  const from = Math.max(1, Number.parseInt(start, 10) || 1);
  const to = Math.max(from, Number.parseInt(end, 10) || from + 99);
  // At most 100 items in one answer, whatever the range asked.
  return chosen[1].slice(from - 1, Math.min(to, from + 99)).map((value) => [chosen[0], value] as const);
}

/** Counts of a 64 (holds available, overdue, charged, fines, recalls, holds waiting), 4 digits each. */
export function patronCounts(account: PatronAccount | null): string {
  if (!account) return '0000'.repeat(6);
  const n = [
    account.holds.filter((h) => h.released).length, account.loans.filter((l) => l.overdue).length, account.loans.length,
    account.fines.length, 0, account.holds.filter((h) => !h.released).length,
  ];
  return n.map((x) => fixedNumber(x, 4)).join('');
}

/**
 * The refusal of a request that cannot be served (not logged in, not allowed, a wrong
 * patron password): its own response code with ok = 0 (or the negative answer) and the
 * screen message, so the machine shows it and carries on.
 */
export function refusal(code: string, fields: { institution: string; patron: string; item: string; language: string }, screen: string, date = sipDate()): [string, string, Field[]] {
  const af: Field = ['AF', screen];
  const { institution: AO, patron: AA, item: AB } = fields;
  switch (code) {
    case '23': return ['24', `${patronStatus(null, false)}${fields.language}${date}`, [['AO', AO], ['AA', AA], ['AE', ''], ['BL', 'N'], af]];
    case '63': return ['64', `${patronStatus(null, false)}${fields.language}${date}${patronCounts(null)}`, [['AO', AO], ['AA', AA], ['AE', ''], ['BL', 'N'], af]];
    case '17': return ['18', `010000${date}`, [['AB', AB], ['AJ', ''], af]];
    case '11': return ['12', `0NUN${date}`, [['AO', AO], ['AA', AA], ['AB', AB], ['AJ', ''], ['AH', ''], af]];
    case '09': return ['10', `0NUN${date}`, [['AO', AO], ['AB', AB], ['AQ', ''], af]];
    case '29': return ['30', `0NUN${date}`, [['AO', AO], ['AA', AA], ['AB', AB], ['AJ', ''], ['AH', ''], af]];
    case '65': return ['66', `000000000${date}`, [['AO', AO], af]];
    case '37': return ['38', `N${date}`, [['AO', AO], ['AA', AA], af]];
    case '35': return ['36', `N${date}`, [['AO', AO], ['AA', AA], af]];
    case '93': return ['94', '0', []];
    default: return ['98', `NNNNNN030003${date}2.00`, [['AO', AO], ['BX', supportedMask(null)], af]];
  }
}
