/** The feed's words in the contract's three languages (the feed has no lang header: ?lang= picks). */
export type FeedLanguage = '1' | '3' | '5';

interface FeedTexts {
  calendarName: string;
  loanSummary: (title: string) => string;
  loanDescription: (library: string) => string;
  holdSummary: (title: string) => string;
  holdDescription: (library: string) => string;
}

const TEXTS: Record<FeedLanguage, FeedTexts> = {
  1: {
    calendarName: 'Biblioteca: meus prazos',
    loanSummary: (t) => `Devolver: ${t}`,
    loanDescription: (l) => `Último dia para devolver ou renovar o empréstimo (${l}).`,
    holdSummary: (t) => `Retirar reserva: ${t}`,
    holdDescription: (l) => `Último dia para retirar o exemplar reservado (${l}).`,
  },
  3: {
    calendarName: 'Biblioteca: mis plazos',
    loanSummary: (t) => `Devolver: ${t}`,
    loanDescription: (l) => `Último día para devolver o renovar el préstamo (${l}).`,
    holdSummary: (t) => `Retirar reserva: ${t}`,
    holdDescription: (l) => `Último día para retirar el ejemplar reservado (${l}).`,
  },
  5: {
    calendarName: 'Library: my due dates',
    loanSummary: (t) => `Return: ${t}`,
    loanDescription: (l) => `Last day to return or renew the loan (${l}).`,
    holdSummary: (t) => `Collect hold: ${t}`,
    holdDescription: (l) => `Last day to collect the copy held for you (${l}).`,
  },
};

export const feedTexts = (lang: FeedLanguage): FeedTexts => TEXTS[lang] ?? TEXTS[1];
