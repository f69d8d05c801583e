/**
 * SIP2 self-check terminals and what the SIP2 server (server/sip2) reads and writes for a
 * self-check machine, with the terminal as the audit's author. It does not import the desk
 * (the desk's command line imports it); server/sip2 brings the two together.
 */
export {
  ALWAYS_ALLOWED, TERMINAL_MESSAGES, createTerminal, terminalProblem, currentTerminal, deleteTerminal, listTerminals, terminalById, updateTerminal,
  type Terminal, type TerminalInput, type TerminalMessage,
} from './terminals';
export { circulationStatus, itemByBarcode, loanOfItem, patronAccount, patronByCard, type PatronAccount, type SipItem, type SipPatron } from './reads';
export { finesToPay, renewForTerminal } from './writes';
export { loginTerminal, type TerminalLoginResult } from './terminal-login';
export { TERMINAL_USAGE, TerminalUsageError, terminalVerb } from './cli';

export { sip2Handlers } from './routes';
