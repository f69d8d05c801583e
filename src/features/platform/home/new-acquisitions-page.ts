/** The first page of new acquisitions as home asks for it (new-acquisitions.tsx; home-panels.tsx prefetches it). */
export const NEW_ACQUISITIONS_PAGE_SIZE = 10;
export const NEW_ACQUISITIONS_FIRST_PAGE = { pagina: 1, quantPag: NEW_ACQUISITIONS_PAGE_SIZE as 10 };
