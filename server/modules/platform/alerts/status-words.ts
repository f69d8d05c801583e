/**
 * The fourteen acquisition statuses of spec §3 in the five languages: the alert of a
 * suggestion's change names its new status in the device's language, and the patron's
 * status list (GET /aquisicao/sugestoes/situacao) answers in the request's.
 */
import type { AcquisitionStatusCode } from '../../../../openapi/acquisition-states';
import type { AlertLanguage } from './languages';

const WORDS: Record<AcquisitionStatusCode, Record<AlertLanguage, string>> = {
  pre_sugestao: { pt: 'Pré-sugestão', en: 'Pre-suggestion', es: 'Presugerencia', fr: 'Pré-suggestion', it: 'Pre-suggerimento' },
  sugestao_compra: { pt: 'Sugestão de compra', en: 'Purchase suggestion', es: 'Sugerencia de compra', fr: "Suggestion d'achat", it: 'Suggerimento di acquisto' },
  em_cotacao: { pt: 'Em cotação', en: 'In quote', es: 'En cotización', fr: 'En cours de devis', it: 'In preventivo' },
  pregao: { pt: 'Pregão', en: 'Trading (auction)', es: 'Licitación', fr: "Appel d'offres", it: 'Gara' },
  aguardando_entrega: { pt: 'Aguardando entrega', en: 'Awaiting delivery', es: 'Esperando entrega', fr: 'En attente de livraison', it: 'In attesa di consegna' },
  parcialmente_atendida: { pt: 'Parcialmente atendida', en: 'Partially attended', es: 'Atendida parcialmente', fr: 'Partiellement satisfaite', it: 'Parzialmente evasa' },
  atendida: { pt: 'Atendida', en: 'Attended', es: 'Atendida', fr: 'Satisfaite', it: 'Evasa' },
  finalizada_incompleta: { pt: 'Finalizada incompleta', en: 'Finished incomplete', es: 'Finalizada incompleta', fr: 'Terminée incomplète', it: 'Conclusa incompleta' },
  esgotada: { pt: 'Esgotada', en: 'Sold out', es: 'Agotada', fr: 'Épuisée', it: 'Esaurita' },
  nao_encontrada: { pt: 'Não encontrada', en: 'Not found', es: 'No encontrada', fr: 'Introuvable', it: 'Non trovata' },
  ja_existe: { pt: 'Já existe no acervo', en: 'Already in the collection', es: 'Ya existe en el acervo', fr: 'Déjà dans le fonds', it: 'Già presente nella collezione' },
  duplicada: { pt: 'Duplicada', en: 'Duplicated', es: 'Duplicada', fr: 'En double', it: 'Duplicata' },
  nao_atendida: { pt: 'Não atendida', en: 'Not attended', es: 'No atendida', fr: 'Non satisfaite', it: 'Non evasa' },
  cancelada: { pt: 'Cancelada', en: 'Cancelled', es: 'Cancelada', fr: 'Annulée', it: 'Annullata' },
};

export function acquisitionStatusWord(status: AcquisitionStatusCode, language: AlertLanguage = 'pt'): string {
  return WORDS[status]?.[language] ?? WORDS[status]?.pt ?? status;
}
