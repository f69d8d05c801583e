/**
 * One SIP2 connection's conversation: a request line in, a response line out. The terminal
 * logs in first (93, its credentials in terminal_sip2); every later request is checked
 * against what the terminal may send, its checksum rule, and the patron's password (AD,
 * verified like the sign-in and rate-limited in the database). Circulation goes through
 * the circulation core's checkout and return (checkOut, checkIn: the desk's too), the desk's
 * payment (recordPayment, through the cashier: the day's closing counts it) and the patron's renewal rules,
 * so a self-check machine refuses what the desk refuses and a return releases the next
 * hold and tells its patron exactly as the desk's return does; the audit rows name the terminal.
 */
import type { Sip2Settings } from '../config';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import { checkPatronSecret } from '../modules/patrons';
import { checkIn, checkOut, loanRefusal } from '../modules/circulation';
import { recordPayment } from '../modules/circulation';
import {
  circulationStatus, currentTerminal, finesToPay, itemByBarcode, loanOfItem, loginTerminal, patronAccount as accountOf, patronByCard, renewForTerminal,
  type SipPatron, type Terminal,
} from '../modules/integration';
import { patronCounts, patronItems, patronStatus, refusal, supportedMask } from './answers';
import { amount, field, fixedNumber, formatMessage, hasField, parseMessage, resendRequest, sipDate, sipDay, yn, type Field, type Sip2Message } from './protocol';
import { screenMessage } from './screen-messages';

export interface SessionState {
  terminal: Terminal | null;
  /** Patrons whose password was right in this session, until the end-session message (35). */
  verified: Set<number>;
  lastResponse: string | null;
  /** The last request answered, as received: the same line with the same sequence number again is a retransmission. */
  lastRequest: Buffer | null;
  /** Where the connection comes from: the slot of the patron-password delays (with the terminal), and of terminal logins. */
  peer: string;
  settings: Sip2Settings;
  /** Failed terminal logins (93) on this connection: at settings.loginFailuresPerConnection it is closed. */
  loginFailures: number;
  /** What the server does with the answer just given: hold it back this long (a failed login's wait), then close the connection. */
  holdMs: number;
  close: boolean;
}

export const newSession = (peer: string, settings: Sip2Settings): SessionState => ({
  terminal: null, verified: new Set(), lastResponse: null, lastRequest: null, peer, settings, loginFailures: 0, holdMs: 0, close: false,
});

type Answer = [code: string, fixed: string, fields: Field[]];

/** The answer to one request line (without its terminator); null for an empty line. */
export async function answerLine(ctx: AppContext, state: SessionState, line: Buffer, log: (m: string) => void): Promise<string | null> {
  if (line.length === 0) return null;
  const parsed = parseMessage(line);
  const detection = state.terminal?.deteccao_erros ?? (parsed.ok ? parsed.message.checksum !== null : true);
  if (!parsed.ok) return parsed.reason === 'empty' ? null : resendRequest(detection);
  const m = parsed.message;
  if (m.code === '97') return state.lastResponse ?? resendRequest(detection);
  // A machine that lost our answer sends the same request again with the same sequence
  // number: it gets the same answer, and a checkout or payment is not made twice.
  if (m.sequence !== null && state.lastResponse !== null && state.lastRequest?.equals(line)) return state.lastResponse;
  // A terminal that must use error detection and sent no checksum: the message may be damaged.
  if (state.terminal?.deteccao_erros && m.checksum === null) return resendRequest(true);
  let answer: Answer;
  try {
    answer = await dispatch(ctx, state, m);
  } catch (error) {
    // Never a dropped connection: the database failed or a rule threw something unforeseen.
    log(`sip2: ${m.code} failed: ${error instanceof Error ? error.message : String(error)}`);
    answer = refusalOf(m, 'sip2.failure');
  }
  const errorDetection = state.terminal?.deteccao_erros ?? m.checksum !== null;
  const response = formatMessage(answer[0], answer[1], answer[2], { sequence: m.sequence, errorDetection });
  state.lastResponse = response;
  state.lastRequest = Buffer.from(line);
  return response;
}

const institution = (m: Sip2Message, t: Terminal | null) => field(m, 'AO') || t?.instituicao || '';
const language = (m: Sip2Message) => (/^\d{3}$/.test(m.fixed.language ?? '') ? m.fixed.language! : '000');

function refusalOf(m: Sip2Message, key: string, terminal: Terminal | null = null): Answer {
  return refusal(m.code, { institution: institution(m, terminal), patron: field(m, 'AA'), item: field(m, 'AB'), language: language(m) }, screenMessage(key));
}

async function dispatch(ctx: AppContext, state: SessionState, m: Sip2Message): Promise<Answer> {
  if (m.code === '93') return login(ctx, state, m);
  if (state.terminal) {
    // Re-read: a terminal disabled or deleted meanwhile is logged out at its next message.
    state.terminal = await currentTerminal(ctx, state.terminal.cod_terminal);
    if (!state.terminal) state.verified.clear();
  }
  const terminal = state.terminal;
  if (!terminal) return refusalOf(m, 'sip2.not-logged-in');
  if (m.code === '99') return acsStatus(terminal, m);
  if (!(terminal.mensagens as string[]).includes(m.code)) return refusalOf(m, 'sip2.not-allowed', terminal);
  switch (m.code) {
    case '23': case '63': return patronAnswer(ctx, state, terminal, m);
    case '17': return itemInformation(ctx, terminal, m);
    case '09': return checkin(ctx, terminal, m);
    case '35': {
      const patron = await patronByCard(ctx, field(m, 'AA'));
      if (patron) state.verified.delete(patron.codPessoa);
      return ['36', `Y${sipDate()}`, [['AO', institution(m, terminal)], ['AA', field(m, 'AA')], ['AF', screenMessage('sip2.end-session')]]];
    }
    default: return patronAction(ctx, state, terminal, m);
  }
}

/**
 * Message 93, guarded like the sign-in (modules/sip2/login-failures.ts): a failed login's
 * answer is held back by the wait it set (so a guesser on one connection sees the delays
 * grow), and after a few failures the connection is closed.
 */
async function login(ctx: AppContext, state: SessionState, m: Sip2Message): Promise<Answer> {
  const result = await loginTerminal(ctx, field(m, 'CN'), m.fields.get('CO')?.[0] ?? '', state.peer, state.settings);
  state.terminal = result.ok ? result.terminal : null;
  state.verified.clear();
  if (result.ok) {
    state.loginFailures = 0;
    return ['94', '1', []];
  }
  state.loginFailures += 1;
  state.holdMs = Math.min(result.waitSeconds, state.settings.loginDelayMaxSeconds) * 1000;
  state.close = state.loginFailures >= state.settings.loginFailuresPerConnection;
  return ['94', '0', []];
}

function acsStatus(terminal: Terminal, m: Sip2Message): Answer {
  const may = (code: string) => yn((terminal.mensagens as string[]).includes(code));
  return ['98', `Y${may('09')}${may('11')}${may('29')}NN030003${sipDate()}2.00`, [
    ['AO', institution(m, terminal)], ['AM', terminal.descricao || null], ['AN', terminal.codigo_local || null], ['BX', supportedMask(terminal.mensagens)],
  ]];
}

/** The patron of AA and, when AD came, whether it is their password (counted like a sign-in). */
async function identify(ctx: AppContext, state: SessionState, terminal: Terminal, m: Sip2Message):
  Promise<{ patron: SipPatron | undefined; password: 'ok' | 'wrong' | 'wait' | 'locked' | 'absent' }> {
  const patron = await patronByCard(ctx, field(m, 'AA'));
  const typed = m.fields.get('AD')?.[0] ?? '';
  if (!typed) return { patron, password: patron && state.verified.has(patron.codPessoa) ? 'ok' : 'absent' };
  if (!patron) return { patron, password: 'wrong' };
  const check = await checkPatronSecret(ctx, patron, typed, `sip2:${terminal.cod_terminal}:${state.peer}`);
  if (check === 'ok') state.verified.add(patron.codPessoa);
  return { patron, password: check };
}

const PASSWORD_KEYS = { wrong: 'sip2.patron-password', wait: 'sip2.patron-password-wait', locked: 'sip2.patron-locked', absent: 'sip2.patron-password-required' } as const;

async function patronAnswer(ctx: AppContext, state: SessionState, terminal: Terminal, m: Sip2Message): Promise<Answer> {
  const { patron, password } = await identify(ctx, state, terminal, m);
  const account = patron ? await patronAccount(ctx, patron) : null;
  const status = patronStatus(account, patron?.bloqueado ?? false);
  const screen = !patron ? screenMessage('error.user-not-found')
    : password !== 'ok' && password !== 'absent' ? screenMessage(PASSWORD_KEYS[password])
      : account?.refusal ? screenMessage(account.refusal) : null;
  const common: Field[] = [
    ['AO', institution(m, terminal)], ['AA', field(m, 'AA')], ['AE', patron?.nome ?? ''], ['BL', yn(!!patron)],
    ['CQ', hasField(m, 'AD') ? yn(password === 'ok') : null], ['BH', 'BRL'], ['BV', account ? amount(account.standing.debt) : null],
  ];
  if (m.code === '23') return ['24', `${status}${language(m)}${sipDate()}`, [...common, ['AF', screen]]];
  // Items of the patron's account only once they proved who they are.
  const items = account && password === 'ok' ? patronItems(account, m.fixed.summary ?? '', field(m, 'BP'), field(m, 'BQ')) : [];
  return ['64', `${status}${language(m)}${sipDate()}${patronCounts(account)}`, [
    ...common, ['CB', account ? fixedNumber(account.rule.maxEmprestimos, 4) : null], ...items,
    ['BE', password === 'ok' ? patron?.email ?? null : null], ['AF', screen],
  ]];
}

async function itemInformation(ctx: AppContext, terminal: Terminal, m: Sip2Message): Promise<Answer> {
  const item = await itemByBarcode(ctx, field(m, 'AB'));
  if (!item) return ['18', `010000${sipDate()}`, [['AB', field(m, 'AB')], ['AJ', ''], ['AF', screenMessage('error.copy-not-found')]]];
  return ['18', `${circulationStatus(item)}0000${sipDate()}`, [
    ['CF', fixedNumber(item.queue, 4)], ['AH', item.due ? sipDay(item.due) : null], ['AB', item.barcode], ['AJ', item.titulo],
    ['AQ', item.biblioteca], ['AP', terminal.codigo_local || item.biblioteca],
  ]];
}

async function checkin(ctx: AppContext, terminal: Terminal, m: Sip2Message): Promise<Answer> {
  const barcode = field(m, 'AB');
  const AO = institution(m, terminal);
  if (!barcode) return refusalOf(m, 'sip2.item-required', terminal);
  try {
    const done = await checkIn(ctx, barcode, { terminal: terminal.cod_terminal });
    const hold = done.reserva_liberada !== null;
    const item = await itemByBarcode(ctx, barcode);
    return ['10', `1${yn(!hold)}U${yn(hold)}${sipDate()}`, [
      ['AO', AO], ['AB', item?.barcode ?? barcode], ['AQ', item?.biblioteca ?? ''], ['AJ', done.titulo],
      ['CV', hold ? '01' : null], ['AF', screenMessage(hold ? 'sip2.checkin-hold' : 'sip2.checkin-ok')],
    ]];
  } catch (error) {
    if (error instanceof HttpError) return refusalOf(m, error.message, terminal);
    throw error;
  }
}

/** Checkout, renew, renew all and fee paid: a patron who proved who they are, the desk's rules. */
async function patronAction(ctx: AppContext, state: SessionState, terminal: Terminal, m: Sip2Message): Promise<Answer> {
  const { patron, password } = await identify(ctx, state, terminal, m);
  if (!patron) return refusalOf(m, 'error.user-not-found', terminal);
  if (password !== 'ok') return refusalOf(m, PASSWORD_KEYS[password], terminal);
  // Blocked by the library: who they are is proved, but nothing is done for them at a kiosk.
  if (patron.bloqueado) return refusalOf(m, 'error.desk-patron-blocked', terminal);
  const AO = institution(m, terminal);
  const AA = field(m, 'AA');
  const barcode = field(m, 'AB');
  const by = { terminal: terminal.cod_terminal };
  try {
    switch (m.code) {
      case '11': {
        if (!barcode) return refusalOf(m, 'sip2.item-required', terminal);
        try {
          const loan = await checkOut(ctx, patron.login, barcode, by);
          return ['12', `1NUY${sipDate()}`, [['AO', AO], ['AA', AA], ['AB', barcode], ['AJ', loan.emprestimo.titulo], ['AH', sipDay(loan.emprestimo.data_devolucao)], ['AF', screenMessage('sip2.checkout-ok')]]];
        } catch (error) {
          // The SC's renewal policy: a copy the patron already holds is renewed instead.
          if (!(error instanceof HttpError && error.message === 'error.desk-copy-on-loan' && m.fixed.scRenewalPolicy === 'Y')) throw error;
          const renewed = await renewOne(ctx, terminal, patron, barcode);
          if ('refused' in renewed) return refusalOf(m, renewed.refused, terminal);
          return ['12', `1YUY${sipDate()}`, [['AO', AO], ['AA', AA], ['AB', barcode], ['AJ', renewed.titulo], ['AH', sipDay(renewed.due)], ['AF', screenMessage('sip2.renew-ok')]]];
        }
      }
      case '29': {
        if (!barcode) return refusalOf(m, 'sip2.item-required', terminal);
        const renewed = await renewOne(ctx, terminal, patron, barcode);
        if ('refused' in renewed) return refusalOf(m, renewed.refused, terminal);
        return ['30', `1YUN${sipDate()}`, [['AO', AO], ['AA', AA], ['AB', barcode], ['AJ', renewed.titulo], ['AH', sipDay(renewed.due)], ['AF', screenMessage('sip2.renew-ok')]]];
      }
      case '65': {
        const account = await patronAccount(ctx, patron);
        const results = await renewForTerminal(ctx, terminal.cod_terminal, patron.codPessoa, 'all');
        const barcodeOf = (code: number) => account.loans.find((l) => l.cod_emprestimo === code)?.barcode ?? String(code);
        const renewed = results.filter((r) => r.renovado).map((r) => ['BM', barcodeOf(r.cod_emprestimo)] as const);
        const refused = results.filter((r) => !r.renovado).map((r) => ['BN', barcodeOf(r.cod_emprestimo)] as const);
        return ['66', `${renewed.length > 0 || refused.length === 0 ? '1' : '0'}${fixedNumber(renewed.length, 4)}${fixedNumber(refused.length, 4)}${sipDate()}`,
          [['AO', AO], ...renewed, ...refused, ['AF', refused.length ? screenMessage(results.find((r) => !r.renovado)!.mensagem ?? '') : screenMessage('sip2.renew-ok')]]];
      }
      case '37': {
        const account = await patronAccount(ctx, patron);
        const chosen = finesToPay(account.fines, field(m, 'CG'), Number(field(m, 'BV').replace(',', '.')));
        if (chosen === 'not-found') return refusalOf(m, 'error.fine-not-found', terminal);
        if (chosen === 'short') return refusalOf(m, account.fines.length ? 'sip2.fee-amount' : 'error.desk-nothing-to-pay', terminal);
        if (!chosen.length) return refusalOf(m, 'error.desk-nothing-to-pay', terminal);
        // The kiosk's takings are counted in the day's closing under the terminal's name.
        const paid = await recordPayment(ctx, patron.login, chosen.map((fine) => fine.cod_multa), by,
          { metodo: sipPaymentMethod(m.fixed.paymentType), balcao: `SIP2 ${terminal.login}`.slice(0, 60) });
        return ['38', `Y${sipDate()}`, [['AO', AO], ['AA', AA], ['BK', field(m, 'BK') || null], ['BV', amount(paid.total_pago)], ['AF', screenMessage('sip2.fee-ok')]]];
      }
      default: return refusalOf(m, 'sip2.not-allowed', terminal);
    }
  } catch (error) {
    if (error instanceof HttpError) return refusalOf(m, error.message, terminal);
    throw error;
  }
}

/** SIP2's payment type (00 cash, 01 VISA, 02 credit card) as the cashier's method. */
export const sipPaymentMethod = (type: string | undefined): 'dinheiro' | 'cartao' | 'outro' =>
  type === '00' ? 'dinheiro' : type === '01' || type === '02' ? 'cartao' : 'outro';

/** A patron's account, judged as the desk judges a loan. */
const patronAccount = (ctx: AppContext, p: SipPatron) =>
  accountOf(ctx, p, (standing, rule) => loanRefusal({ cod_pessoa: p.codPessoa, login: p.login, nome: p.nome, categoria: p.categoria, bloqueado: p.bloqueado }, standing, rule));

async function renewOne(ctx: AppContext, terminal: Terminal, patron: SipPatron, barcode: string): Promise<{ titulo: string; due: string } | { refused: string }> {
  const loan = await loanOfItem(ctx, patron.codPessoa, barcode);
  if (!loan) return { refused: 'sip2.loan-not-found' };
  const [result] = await renewForTerminal(ctx, terminal.cod_terminal, patron.codPessoa, [loan.cod_emprestimo]);
  if (!result?.renovado || !result.emprestimo) return { refused: result?.mensagem ?? 'sip2.loan-not-found' };
  return { titulo: result.emprestimo.titulo, due: result.emprestimo.data_devolucao };
}
