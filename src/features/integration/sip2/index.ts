// SIP2 self-check terminals (issue 26 item 3): the staff section /balcao/terminais-sip2.
export { Sip2TerminalsPage } from './components/sip2-terminals-page';
