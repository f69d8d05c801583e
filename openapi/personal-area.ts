/**
 * The personal area's entries (spec §1's 29 "app layers", and any this project adds beyond
 * them), named once for both halves: the server's GET /pessoas/autenticar/app-layers turns
 * an entry on only when every operation it lists has a handler (server/modules/patrons/personal-area),
 * and the PWA's menu shows the implemented ones at their route (src/features/patrons/personal-area/personal-area).
 * A new patron page joins here first; scripts/personal-area-recipe.test.ts checks every other registry
 * (docs/architecture.md, "A new patron module in 8 steps").
 *
 * Which entries an institution enables is stored with it (`instituicao.dados.app_layers`),
 * written when the institution was set up. An entry added later is not in that list, so
 * `onByDefault` says what it is there: `layersWithDefaults` turns it on (or leaves it off)
 * without a migration per entry; an institution that lists it keeps its own choice.
 */
import type { operations } from './schema.gen';

export type OperationId = keyof operations;

export interface PersonalAreaEntrySpec {
  /** The app layer's id (the institution's `app_layers`, GET …/app-layers). */
  readonly id: string;
  /** The calls the entry cannot work without; an entry with none is a plain page. */
  readonly operations: readonly OperationId[];
  /** The PWA page; only with `implemented`. */
  readonly route?: `/meupergamum/${string}`;
  /** The PWA has the page, its menu entry and its words (the recipe test holds it to that). */
  readonly implemented: boolean;
  /** Not one of spec §1's 29 entries: added by this project (the recipe test asks such an entry for `onByDefault`). */
  readonly beyondSpec?: true;
  /**
   * On for an institution whose stored layers do not mention the entry (stored before it
   * existed). Spec §1's entries leave it out: an institution lists the ones it enables.
   */
  readonly onByDefault?: boolean;
}

export const PERSONAL_AREA = [
  { id: 'emprestimo', operations: ['listPendingLoans', 'listLoanHistory'], route: '/meupergamum/emprestimos', implemented: true },
  // Renewal: the loans page without the history (renewals are also done on the loans page).
  { id: 'renovacao', operations: ['listRenewableLoans', 'renewLoans'], route: '/meupergamum/renovacao', implemented: true },
  { id: 'debito', operations: ['getPendingDebits'], route: '/meupergamum/debitos', implemented: true },
  { id: 'afastamento', operations: ['listSuspensions'], route: '/meupergamum/afastamentos', implemented: true },
  { id: 'nada_consta', operations: ['checkNoDues', 'issueNoDues'], route: '/meupergamum/nada-consta', implemented: true },
  { id: 'perfil_interesse', operations: ['getInterestProfileOptions', 'listInterestJournals', 'listInterestWorkTypes'], route: '/meupergamum/perfil-interesse', implemented: true },
  { id: 'areas_interesse', operations: ['listInterestTerms', 'addInterestTerm'], route: '/meupergamum/areas-interesse', implemented: true },
  { id: 'conferir_titulos', operations: ['listInterestTitles'], route: '/meupergamum/conferir-titulos', implemented: true },
  { id: 'cesta_permanente', operations: ['getPermanentBasket', 'removeFromPermanentBasket'], route: '/meupergamum/cesta-permanente', implemented: true },
  // Requests to the library of every kind (issue 24); the holds page is among the menu's extras (menu-entries.ts).
  { id: 'solicitacoes', operations: ['listRequests', 'listHolds', 'cancelHolds', 'listHoldHistory'], route: '/meupergamum/pedidos', implemented: true },
  { id: 'consulta_solicitacao_emprestimo', operations: ['listLoanRequests'], route: '/meupergamum/solicitacoes', implemented: true },
  { id: 'comutacao_bibliografica', operations: ['createDocumentCopyRequest'], route: '/meupergamum/comutacao-bibliografica', implemented: true },
  { id: 'levantamento_bibliografico', operations: ['createBibliographicSurvey'], route: '/meupergamum/levantamento-bibliografico', implemented: true },
  { id: 'ficha_catalografica', operations: ['createCatalogueCardRequest', 'previewCatalogueCard'], route: '/meupergamum/ficha-catalografica', implemented: true },
  { id: 'aquisicao', operations: ['sendAcquisitionSuggestion', 'listAcquisitionRequests'], route: '/meupergamum/aquisicao', implemented: true },
  { id: 'consulta_sugestao', operations: ['listAcquisitionRequests', 'listAcquisitionStatuses'], route: '/meupergamum/sugestoes', implemented: true },
  { id: 'pedidos_compra', operations: ['listAcquisitionRequests'], route: '/meupergamum/pedidos-compra', implemented: true },
  { id: 'base_dados', operations: ['listDatabases'], route: '/meupergamum/bases-dados', implemented: true },
  { id: 'estatistica_aquisicao', operations: ['getAcquisitionStatistics'], route: '/meupergamum/estatisticas-aquisicao', implemented: true },
  // Staff figures: the entry leads to the title's totals in the staff workspace (/balcao/acervo).
  { id: 'totais_acervo', operations: ['getTitleTotals'], route: '/meupergamum/totais-acervo', implemented: true },
  { id: 'postagem_trabalho', operations: ['getWorkPostingRedirect'], route: '/meupergamum/postagem-trabalho', implemented: true },
  { id: 'dados_pessoais', operations: ['getPersonalData', 'updatePersonalData'], route: '/meupergamum/dados-pessoais', implemented: true },
  { id: 'troca_usuario', operations: ['switchUser'], route: '/meupergamum/troca-usuario', implemented: true },
  { id: 'pesquisa_especializada', operations: ['createSpecializedSearch'], route: '/meupergamum/pesquisa-especializada', implemented: true },
  { id: 'plano_ensino', operations: ['getTeachingPlanOptions', 'searchTeachingPlans'], route: '/meupergamum/plano-ensino', implemented: true },
  { id: 'token_emprestimo', operations: ['getLoanToken', 'createLoanToken'], route: '/meupergamum/carteirinha', implemented: true },
  { id: 'emprestimos_pendentes', operations: ['listPendingLoans'], route: '/meupergamum/emprestimos-pendentes', implemented: true },
  { id: 'alertas', operations: ['listAlerts', 'markAlert', 'deleteAlert'], route: '/meupergamum/alertas', implemented: true },
  { id: 'privacidade_lgpd', operations: [], route: '/meupergamum/privacidade', implemented: true },
  // Issue 39 item 3: borrowing with the phone inside the library; each library turns it on (its
  // own setting), so the entry is on wherever the institution does not say otherwise.
  { id: 'autoemprestimo', operations: ['startSelfCheckout', 'getSelfCheckoutReceipt', 'selfCheckOut'], route: '/meupergamum/autoemprestimo', implemented: true, beyondSpec: true, onByDefault: true },
] as const satisfies readonly PersonalAreaEntrySpec[];

export type PersonalAreaId = (typeof PERSONAL_AREA)[number]['id'];
/** The entries the PWA has a page for. */
export type ImplementedEntry = Extract<(typeof PERSONAL_AREA)[number], { implemented: true }>;
export type ImplementedId = ImplementedEntry['id'];
export type PersonalAreaRoute = ImplementedEntry['route'];

export const PERSONAL_AREA_IDS: readonly PersonalAreaId[] = PERSONAL_AREA.map((entry) => entry.id);

/** The registry the server reads; a test hands in one with a made-up entry. */
export type PersonalAreaRegistry = readonly PersonalAreaEntrySpec[];

export const implementedEntries = (): readonly ImplementedEntry[] =>
  PERSONAL_AREA.filter((entry): entry is ImplementedEntry => entry.implemented);

/** Whether the server answers every call an entry needs (`answered`: the operations with a handler). */
export const entryWorks = (id: string, answered: ReadonlySet<string>, registry: PersonalAreaRegistry = PERSONAL_AREA): boolean => {
  const entry = registry.find((e) => e.id === id);
  return !!entry && entry.operations.every((op) => answered.has(op));
};

export interface StoredLayer { id: string; ativo: boolean }

/** The institution's stored layers, then every entry they do not mention that is `onByDefault`, on. */
export function layersWithDefaults(stored: readonly StoredLayer[], registry: PersonalAreaRegistry = PERSONAL_AREA): StoredLayer[] {
  const mentioned = new Set(stored.map((layer) => layer.id));
  const added = registry.filter((entry) => entry.onByDefault && !mentioned.has(entry.id)).map((entry) => ({ id: entry.id, ativo: true }));
  return [...stored, ...added];
}
