/**
 * The server's message table of the circulation alerts, in the five languages of the PWA:
 * an alert is stored as its key (the kind) and parameters, and rendered when it is read
 * (the alert list, in the request's language), pushed (each device in the language it
 * subscribed with, at the first send and at every retry) or mailed (Portuguese, the
 * institution's language). Each alert opens a page, named by its route id (the contract's
 * AlertRoute; the path is the PWA's, openapi/alert-routes.ts).
 */
import type { AlertRoute } from '../../../openapi/alert-routes';

export type AlertLanguage = 'pt' | 'en' | 'es' | 'fr' | 'it';
export const ALERT_LANGUAGES: readonly AlertLanguage[] = ['pt', 'en', 'es', 'fr', 'it'];

export type AlertKind = 'reserva_liberada' | 'solicitacao_disponivel' | 'vencimento_proximo';

export interface AlertFacts {
  titulo: string;
  biblioteca: string;
  /** ISO day: collect until (hold), due on (loan). */
  data?: string;
  /** Days left (due reminders). */
  dias?: number;
}

/** The page each kind opens, by route id. */
export const ALERT_ROUTE: Record<AlertKind, AlertRoute> = {
  reserva_liberada: 'reservas',
  solicitacao_disponivel: 'solicitacoes',
  vencimento_proximo: 'emprestimos',
};

export const isAlertKind = (kind: string): kind is AlertKind => Object.hasOwn(ALERT_ROUTE, kind);

/** The contract's `lang` header (1 Portuguese, 3 Spanish, 5 English) as a language of this table. */
export const languageOfHeader = (lang: string): AlertLanguage => (lang === '5' ? 'en' : lang === '3' ? 'es' : 'pt');

const day = (iso = '') => iso.split('-').reverse().join('/');

type Words = Record<AlertKind, (f: AlertFacts) => { title: string; body: string }>;

const WORDS: Record<AlertLanguage, Words> = {
  pt: {
    reserva_liberada: (f) => ({ title: 'Reserva disponível', body: `${f.titulo} está separado para você em ${f.biblioteca} até ${day(f.data)}.` }),
    solicitacao_disponivel: (f) => ({ title: 'Solicitação de empréstimo disponível', body: `${f.titulo} está disponível para retirada em ${f.biblioteca}.` }),
    vencimento_proximo: (f) => ({ title: `Devolução em ${f.dias} ${f.dias === 1 ? 'dia' : 'dias'}`, body: `${f.titulo} deve ser devolvido a ${f.biblioteca} até ${day(f.data)}.` }),
  },
  en: {
    reserva_liberada: (f) => ({ title: 'Hold ready', body: `${f.titulo} is set aside for you at ${f.biblioteca} until ${day(f.data)}.` }),
    solicitacao_disponivel: (f) => ({ title: 'Loan request available', body: `${f.titulo} is ready to collect at ${f.biblioteca}.` }),
    vencimento_proximo: (f) => ({ title: `Due in ${f.dias} ${f.dias === 1 ? 'day' : 'days'}`, body: `${f.titulo} is due back at ${f.biblioteca} by ${day(f.data)}.` }),
  },
  es: {
    reserva_liberada: (f) => ({ title: 'Reserva disponible', body: `${f.titulo} está separado para usted en ${f.biblioteca} hasta el ${day(f.data)}.` }),
    solicitacao_disponivel: (f) => ({ title: 'Solicitud de préstamo disponible', body: `${f.titulo} está disponible para retirar en ${f.biblioteca}.` }),
    vencimento_proximo: (f) => ({ title: `Devolución en ${f.dias} ${f.dias === 1 ? 'día' : 'días'}`, body: `${f.titulo} debe devolverse a ${f.biblioteca} hasta el ${day(f.data)}.` }),
  },
  fr: {
    reserva_liberada: (f) => ({ title: 'Réservation disponible', body: `${f.titulo} vous attend à ${f.biblioteca} jusqu'au ${day(f.data)}.` }),
    solicitacao_disponivel: (f) => ({ title: 'Demande de prêt disponible', body: `${f.titulo} est prêt à être retiré à ${f.biblioteca}.` }),
    vencimento_proximo: (f) => ({ title: `Retour dans ${f.dias} jour${f.dias === 1 ? '' : 's'}`, body: `${f.titulo} doit être rendu à ${f.biblioteca} avant le ${day(f.data)}.` }),
  },
  it: {
    reserva_liberada: (f) => ({ title: 'Prenotazione disponibile', body: `${f.titulo} è messo da parte per te presso ${f.biblioteca} fino al ${day(f.data)}.` }),
    solicitacao_disponivel: (f) => ({ title: 'Richiesta di prestito disponibile', body: `${f.titulo} è pronto per il ritiro presso ${f.biblioteca}.` }),
    vencimento_proximo: (f) => ({ title: `Restituzione tra ${f.dias} ${f.dias === 1 ? 'giorno' : 'giorni'}`, body: `${f.titulo} va restituito a ${f.biblioteca} entro il ${day(f.data)}.` }),
  },
};

export function alertWords(kind: AlertKind, facts: AlertFacts, language: string = 'pt'): { title: string; body: string } {
  return (WORDS[language as AlertLanguage] ?? WORDS.pt)[kind](facts);
}
