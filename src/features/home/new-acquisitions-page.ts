/** The first page of new acquisitions as home asks for it (new-acquisitions.tsx; home-panels.tsx prefetches it; the early script asks for it first). */
export { NEW_ACQUISITIONS_FIRST_PAGE, NEW_ACQUISITIONS_PAGE_SIZE } from '../../lib/startup/home-first-page';
