/**
 * The server's message table of the circulation alerts, in the five languages of the PWA:
 * an alert is stored as its key (the kind) and parameters, and rendered when it is read
 * (the alert list, in the request's language), pushed (each device in the language it
 * subscribed with, at the first send and at every retry) or mailed (Portuguese, the
 * institution's language). Each alert opens a page, named by its route id (the contract's
 * AlertRoute; the path is the PWA's, openapi/alert-routes.ts).
 */
import type { AlertRoute } from '../../../../openapi/alert-routes';
import type { AcquisitionStatusCode } from '../../../../openapi/acquisition-states';
import type { AlertLanguage } from './languages';
import { acquisitionStatusWord } from './status-words';

export { ALERT_LANGUAGES, type AlertLanguage } from './languages';

export type AlertKind = 'reserva_liberada' | 'solicitacao_disponivel' | 'vencimento_proximo' | 'pedido_atualizado' | 'titulos_interesse' | 'sugestao_situacao' | 'pagamento_pix' | 'pagamento_pagtesouro';

export interface AlertFacts {
  titulo: string;
  biblioteca: string;
  /** ISO day: collect until (hold), due on (loan). */
  data?: string;
  /** Days left (due reminders). */
  dias?: number;
  /** A request's new state (pedido_atualizado): aguardando, em_transito, disponivel, finalizada, nao_finalizada, cancelada;
   * or an acquisition suggestion's new status (sugestao_situacao, an AcquisitionStatusCode). */
  situacao?: string;
  /** New titles matching the interest profile (the daily digest). */
  quantidade?: number;
  /** A payment's amount, R$ formatted by the sender (pagamento_pix, pagamento_pagtesouro). */
  valor?: string;
}

/** The page each kind opens, by route id. */
export const ALERT_ROUTE: Record<AlertKind, AlertRoute> = {
  reserva_liberada: 'reservas',
  solicitacao_disponivel: 'solicitacoes',
  vencimento_proximo: 'emprestimos',
  pedido_atualizado: 'pedidos',
  titulos_interesse: 'conferir-titulos',
  sugestao_situacao: 'sugestoes',
  pagamento_pix: 'debitos',
  pagamento_pagtesouro: 'debitos',
};

/** A request's state in each language (pedido_atualizado). */
const STATE: Record<AlertLanguage, Record<string, string>> = {
  pt: { em_transito: 'em trânsito', disponivel: 'disponível', finalizada: 'atendida', nao_finalizada: 'não atendida', cancelada: 'cancelada', aguardando: 'aguardando' },
  en: { em_transito: 'in transit', disponivel: 'available', finalizada: 'fulfilled', nao_finalizada: 'not fulfilled', cancelada: 'cancelled', aguardando: 'waiting' },
  es: { em_transito: 'en tránsito', disponivel: 'disponible', finalizada: 'atendida', nao_finalizada: 'no atendida', cancelada: 'cancelada', aguardando: 'en espera' },
  fr: { em_transito: 'en transit', disponivel: 'disponible', finalizada: 'traitée', nao_finalizada: 'non traitée', cancelada: 'annulée', aguardando: 'en attente' },
  it: { em_transito: 'in transito', disponivel: 'disponibile', finalizada: 'evasa', nao_finalizada: 'non evasa', cancelada: 'annullata', aguardando: 'in attesa' },
};
const state = (language: AlertLanguage, f: AlertFacts) => STATE[language][f.situacao ?? ''] ?? f.situacao ?? '';

export const isAlertKind = (kind: string): kind is AlertKind => Object.hasOwn(ALERT_ROUTE, kind);

/** The contract's `lang` header (1 Portuguese, 3 Spanish, 5 English) as a language of this table. */
export const languageOfHeader = (lang: string): AlertLanguage => (lang === '5' ? 'en' : lang === '3' ? 'es' : 'pt');

const status = (f: AlertFacts, language: AlertLanguage) => (f.situacao ? acquisitionStatusWord(f.situacao as AcquisitionStatusCode, language) : '');
const day = (iso = '') => iso.split('-').reverse().join('/');

type Words = Record<AlertKind, (f: AlertFacts) => { title: string; body: string }>;

const WORDS: Record<AlertLanguage, Words> = {
  pt: {
    reserva_liberada: (f) => ({ title: 'Reserva disponível', body: `${f.titulo} está separado para você em ${f.biblioteca} até ${day(f.data)}.` }),
    solicitacao_disponivel: (f) => ({ title: 'Solicitação de empréstimo disponível', body: `${f.titulo} está disponível para retirada em ${f.biblioteca}.` }),
    vencimento_proximo: (f) => ({ title: `Devolução em ${f.dias} ${f.dias === 1 ? 'dia' : 'dias'}`, body: `${f.titulo} deve ser devolvido a ${f.biblioteca} até ${day(f.data)}.` }),
    pedido_atualizado: (f) => ({ title: 'Sua solicitação à biblioteca mudou', body: `${f.titulo} (${f.biblioteca}): ${state('pt', f)}.` }),
    titulos_interesse: (f) => ({ title: `${f.quantidade} ${f.quantidade === 1 ? 'título novo' : 'títulos novos'} nos seus interesses`, body: 'Veja em Conferir títulos os títulos que chegaram ao acervo no seu perfil de interesse.' }),
    sugestao_situacao: (f) => ({ title: 'Sua sugestão de aquisição mudou', body: `${f.titulo} (${f.biblioteca}): ${status(f, 'pt')}.` }),
    pagamento_pix: (f) => ({ title: 'Pagamento PIX recebido', body: `Recebemos ${f.valor} por PIX: ${f.titulo} está quitado.` }),
    pagamento_pagtesouro: (f) => ({ title: 'Pagamento PagTesouro recebido', body: `Recebemos ${f.valor} pelo PagTesouro: ${f.titulo} está quitado.` }),
  },
  en: {
    reserva_liberada: (f) => ({ title: 'Hold ready', body: `${f.titulo} is set aside for you at ${f.biblioteca} until ${day(f.data)}.` }),
    solicitacao_disponivel: (f) => ({ title: 'Loan request available', body: `${f.titulo} is ready to collect at ${f.biblioteca}.` }),
    vencimento_proximo: (f) => ({ title: `Due in ${f.dias} ${f.dias === 1 ? 'day' : 'days'}`, body: `${f.titulo} is due back at ${f.biblioteca} by ${day(f.data)}.` }),
    pedido_atualizado: (f) => ({ title: 'Your request to the library changed', body: `${f.titulo} (${f.biblioteca}): ${state('en', f)}.` }),
    titulos_interesse: (f) => ({ title: `${f.quantidade} new ${f.quantidade === 1 ? 'title' : 'titles'} in your interests`, body: 'See the titles that reached the catalogue for your interest profile in Check titles.' }),
    sugestao_situacao: (f) => ({ title: 'Your acquisition suggestion changed', body: `${f.titulo} (${f.biblioteca}): ${status(f, 'en')}.` }),
    pagamento_pix: (f) => ({ title: 'PIX payment received', body: `We received ${f.valor} by PIX: ${f.titulo} is paid.` }),
    pagamento_pagtesouro: (f) => ({ title: 'PagTesouro payment received', body: `We received ${f.valor} through PagTesouro: ${f.titulo} is paid.` }),
  },
  es: {
    reserva_liberada: (f) => ({ title: 'Reserva disponible', body: `${f.titulo} está separado para usted en ${f.biblioteca} hasta el ${day(f.data)}.` }),
    solicitacao_disponivel: (f) => ({ title: 'Solicitud de préstamo disponible', body: `${f.titulo} está disponible para retirar en ${f.biblioteca}.` }),
    vencimento_proximo: (f) => ({ title: `Devolución en ${f.dias} ${f.dias === 1 ? 'día' : 'días'}`, body: `${f.titulo} debe devolverse a ${f.biblioteca} hasta el ${day(f.data)}.` }),
    pedido_atualizado: (f) => ({ title: 'Su solicitud a la biblioteca cambió', body: `${f.titulo} (${f.biblioteca}): ${state('es', f)}.` }),
    titulos_interesse: (f) => ({ title: `${f.quantidade} ${f.quantidade === 1 ? 'título nuevo' : 'títulos nuevos'} en sus intereses`, body: 'Vea en Revisar títulos los títulos que llegaron al acervo según su perfil de interés.' }),
    sugestao_situacao: (f) => ({ title: 'Su sugerencia de adquisición cambió', body: `${f.titulo} (${f.biblioteca}): ${status(f, 'es')}.` }),
    pagamento_pix: (f) => ({ title: 'Pago PIX recibido', body: `Recibimos ${f.valor} por PIX: ${f.titulo} está pagado.` }),
    pagamento_pagtesouro: (f) => ({ title: 'Pago PagTesouro recibido', body: `Recibimos ${f.valor} por PagTesouro: ${f.titulo} está pagado.` }),
  },
  fr: {
    reserva_liberada: (f) => ({ title: 'Réservation disponible', body: `${f.titulo} vous attend à ${f.biblioteca} jusqu'au ${day(f.data)}.` }),
    solicitacao_disponivel: (f) => ({ title: 'Demande de prêt disponible', body: `${f.titulo} est prêt à être retiré à ${f.biblioteca}.` }),
    vencimento_proximo: (f) => ({ title: `Retour dans ${f.dias} jour${f.dias === 1 ? '' : 's'}`, body: `${f.titulo} doit être rendu à ${f.biblioteca} avant le ${day(f.data)}.` }),
    pedido_atualizado: (f) => ({ title: 'Votre demande à la bibliothèque a changé', body: `${f.titulo} (${f.biblioteca}) : ${state('fr', f)}.` }),
    titulos_interesse: (f) => ({ title: `${f.quantidade} ${f.quantidade === 1 ? 'nouveau titre' : 'nouveaux titres'} dans vos centres d'intérêt`, body: 'Voyez dans Vérifier les titres ceux qui sont arrivés au catalogue pour votre profil d\'intérêt.' }),
    sugestao_situacao: (f) => ({ title: "Votre suggestion d'acquisition a changé", body: `${f.titulo} (${f.biblioteca}) : ${status(f, 'fr')}.` }),
    pagamento_pix: (f) => ({ title: 'Paiement PIX reçu', body: `Nous avons reçu ${f.valor} par PIX : ${f.titulo} est réglé.` }),
    pagamento_pagtesouro: (f) => ({ title: 'Paiement PagTesouro reçu', body: `Nous avons reçu ${f.valor} par PagTesouro : ${f.titulo} est réglé.` }),
  },
  it: {
    reserva_liberada: (f) => ({ title: 'Prenotazione disponibile', body: `${f.titulo} è messo da parte per te presso ${f.biblioteca} fino al ${day(f.data)}.` }),
    solicitacao_disponivel: (f) => ({ title: 'Richiesta di prestito disponibile', body: `${f.titulo} è pronto per il ritiro presso ${f.biblioteca}.` }),
    vencimento_proximo: (f) => ({ title: `Restituzione tra ${f.dias} ${f.dias === 1 ? 'giorno' : 'giorni'}`, body: `${f.titulo} va restituito a ${f.biblioteca} entro il ${day(f.data)}.` }),
    pedido_atualizado: (f) => ({ title: 'La tua richiesta alla biblioteca è cambiata', body: `${f.titulo} (${f.biblioteca}): ${state('it', f)}.` }),
    titulos_interesse: (f) => ({ title: `${f.quantidade} ${f.quantidade === 1 ? 'nuovo titolo' : 'nuovi titoli'} nei tuoi interessi`, body: 'Vedi in Controlla titoli i titoli arrivati in catalogo per il tuo profilo di interesse.' }),
    sugestao_situacao: (f) => ({ title: 'Il tuo suggerimento di acquisto è cambiato', body: `${f.titulo} (${f.biblioteca}): ${status(f, 'it')}.` }),
    pagamento_pix: (f) => ({ title: 'Pagamento PIX ricevuto', body: `Abbiamo ricevuto ${f.valor} tramite PIX: ${f.titulo} è saldato.` }),
    pagamento_pagtesouro: (f) => ({ title: 'Pagamento PagTesouro ricevuto', body: `Abbiamo ricevuto ${f.valor} tramite PagTesouro: ${f.titulo} è saldato.` }),
  },
};

export function alertWords(kind: AlertKind, facts: AlertFacts, language: string = 'pt'): { title: string; body: string } {
  return (WORDS[language as AlertLanguage] ?? WORDS.pt)[kind](facts);
}
