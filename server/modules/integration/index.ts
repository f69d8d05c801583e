/**
 * The integration domain's face to the rest of the server: what speaks to other systems.
 * The SIP2 terminals and what a kiosk reads and writes (for the SIP2 server, server/sip2),
 * the network harvester (its command, the scheduled run, the recorded repositories of the
 * seed), OAI-PMH's note of a title's changed copies (cataloguing), and the discovery pages
 * app.ts registers. Modules of this domain use each other through their own index.ts;
 * other domains only through this file.
 */
export {
  TERMINAL_USAGE, TerminalUsageError, circulationStatus, currentTerminal, finesToPay, itemByBarcode, loanOfItem, patronAccount, patronByCard,
  loginTerminal, renewForTerminal, terminalProblem, terminalVerb, type PatronAccount, type SipPatron, type Terminal, type TerminalMessage,
} from './sip2';
export {
  generatedRepository, harvestCommand, harvestDuePartners, harvestPartner, harvestRenderer, parseHarvestArgs, recordedRepository, replayFetch, summaryLine,
  type HarvestRequest, type HarvestTotals,
} from './harvest';
export { registerDiscovery, titlePage } from './discovery';
