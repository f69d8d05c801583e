/** The SIP2 self-check server (issue 26 item 3): started by server/main.ts when SIP2_PORT is set. */
export { startSip2Server, MAX_LINE, type Sip2Server } from './server';
