/** The pass's words in the contract's three languages ('1' pt, '3' es, '5' en): both wallets show them. */
export type PassLanguage = '1' | '3' | '5';

export interface PassTexts {
  /** Intl's locale for dates, and Google's LocalizedString language. */
  locale: string;
  description: string;
  name: string;
  category: string;
  number: string;
  nextDue: string;
  noLoans: string;
  holdsReady: string;
  collectBy: string;
  /** Apple's lock-screen notice when a field changes (%@ is the new value). */
  nextDueChanged: string;
  holdsReadyChanged: string;
}

const TEXTS: Record<PassLanguage, PassTexts> = {
  1: {
    locale: 'pt-BR',
    description: 'Carteirinha da biblioteca',
    name: 'Nome',
    category: 'Categoria',
    number: 'Matrícula',
    nextDue: 'Próxima devolução',
    noLoans: 'Nenhum empréstimo',
    holdsReady: 'Reservas para retirar',
    collectBy: 'Retirar até',
    nextDueChanged: 'Próxima devolução: %@',
    holdsReadyChanged: 'Reservas para retirar: %@',
  },
  3: {
    locale: 'es',
    description: 'Carné de la biblioteca',
    name: 'Nombre',
    category: 'Categoría',
    number: 'Matrícula',
    nextDue: 'Próxima devolución',
    noLoans: 'Ningún préstamo',
    holdsReady: 'Reservas para retirar',
    collectBy: 'Retirar hasta',
    nextDueChanged: 'Próxima devolución: %@',
    holdsReadyChanged: 'Reservas para retirar: %@',
  },
  5: {
    locale: 'en',
    description: 'Library card',
    name: 'Name',
    category: 'Category',
    number: 'Card number',
    nextDue: 'Next due date',
    noLoans: 'No loans',
    holdsReady: 'Holds ready to collect',
    collectBy: 'Collect by',
    nextDueChanged: 'Next due date: %@',
    holdsReadyChanged: 'Holds ready to collect: %@',
  },
};

export const passTexts = (lang: string): PassTexts => TEXTS[lang as PassLanguage] ?? TEXTS[1];

/** A YYYY-MM-DD day as the language writes it (the day itself, whatever the server's zone). */
export const formatDay = (day: string, texts: PassTexts) =>
  new Intl.DateTimeFormat(texts.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
