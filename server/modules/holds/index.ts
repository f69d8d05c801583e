/** What other modules use of holds: the patron's holds (desk), a title's copy combinations and the form's offer (loan requests). */
export { listHolds } from './service';
export { copyOptions, LOANABLE, sameCombination, titleOffer, type Combination, type CopyOptionRow } from './options';
