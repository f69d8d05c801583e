/**
 * SIP2 self-check terminals and what the SIP2 server (server/sip2) reads and writes for a
 * self-check machine: the desk's rules and verbs, with the terminal as the audit's author.
 */
export {
  ALWAYS_ALLOWED, TERMINAL_MESSAGES, createTerminal, currentTerminal, deleteTerminal, listTerminals, terminalById, updateTerminal, verifyTerminal,
  type Terminal, type TerminalInput, type TerminalMessage,
} from './terminals';
export { circulationStatus, itemByBarcode, loanOfItem, patronAccount, patronByCard, type PatronAccount, type SipItem, type SipPatron } from './reads';
export { finesToPay, payForTerminal, renewForTerminal } from './writes';

export { sip2Handlers } from './routes';
