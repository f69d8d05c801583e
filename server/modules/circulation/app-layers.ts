/**
 * GET /pessoas/autenticar/app-layers: the personal-area entries this person's app shows.
 * An entry is on when the institution enables it AND the server really answers the calls
 * it needs (a handler exists for each), so the app never offers a page that would 501.
 */
import type { AppContext } from '../../context';
import type { OperationId } from '../../http/handlers';
import { appLayers } from '../institution';

/** The calls each entry (spec §1) cannot work without. An entry with none is a plain link. */
export const LAYER_OPERATIONS: Record<string, OperationId[]> = {
  emprestimo: ['listPendingLoans', 'listLoanHistory'],
  renovacao: ['listRenewableLoans', 'renewLoans'],
  debito: ['getPendingDebits'],
  afastamento: ['listSuspensions'],
  nada_consta: ['checkNoDues', 'issueNoDues'],
  perfil_interesse: ['getInterestProfileOptions', 'listInterestJournals', 'listInterestWorkTypes'],
  areas_interesse: ['listInterestTerms', 'addInterestTerm'],
  conferir_titulos: ['listInterestTitles'],
  cesta_permanente: ['getPermanentBasket'],
  // The app's "Requests" entry is the holds page (other requests have entries of their own).
  solicitacoes: ['listHolds', 'cancelHolds', 'listHoldHistory'],
  consulta_solicitacao_emprestimo: ['listLoanRequests'],
  comutacao_bibliografica: ['createDocumentCopyRequest'],
  levantamento_bibliografico: ['createBibliographicSurvey'],
  ficha_catalografica: ['createCatalogueCardRequest'],
  aquisicao: ['listAcquisitionRequests'],
  consulta_sugestao: ['listAcquisitionRequests', 'listAcquisitionStatuses'],
  pedidos_compra: ['listAcquisitionRequests'],
  base_dados: ['listDatabases'],
  estatistica_aquisicao: ['getAcquisitionStatistics'],
  totais_acervo: ['getTitleTotals'],
  postagem_trabalho: ['getWorkPostingRedirect'],
  dados_pessoais: ['getPersonalData', 'updatePersonalData'],
  troca_usuario: ['switchUser'],
  pesquisa_especializada: ['createSpecializedSearch'],
  plano_ensino: ['getTeachingPlanOptions', 'searchTeachingPlans'],
  token_emprestimo: ['getLoanToken', 'createLoanToken'],
  emprestimos_pendentes: ['listPendingLoans'],
  alertas: ['listAlerts', 'markAlert', 'deleteAlert'],
  privacidade_lgpd: [],
};

export async function userAppLayers(ctx: AppContext) {
  // Imported when asked (not at load): the handler table imports this module.
  const { handlers } = await import('../index');
  const { layers } = await appLayers(ctx);
  return {
    layers: layers.map(({ id, ativo }) => ({
      id, ativo: ativo && (LAYER_OPERATIONS[id] ?? ['unknown']).every((op) => op in handlers),
    })),
  };
}
