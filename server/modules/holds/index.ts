/** What other modules use of holds: the patron's holds (desk) and a title's copy combinations (loan requests). */
export { listHolds } from './service';
export { copyOptions, LOANABLE, sameCombination, type Combination, type CopyOptionRow } from './options';
