/**
 * The first page of new acquisitions as home asks for it: the app (features/home, which
 * re-exports these) and the early script (prefetch-first-data.ts, which asks for it while
 * the app's code downloads) must write the same request.
 */
export const NEW_ACQUISITIONS_PAGE_SIZE = 10;
export const NEW_ACQUISITIONS_FIRST_PAGE = { pagina: 1, quantPag: NEW_ACQUISITIONS_PAGE_SIZE as 10 };
