/**
 * What other modules use of holds: the patron's holds (desk), a title's copy combinations and
 * the form's offer (loan requests), placing and cancelling inside a caller's transaction (staff).
 */
export { cancelHoldsIn, listHolds, placeHoldIn } from './service';
export { copyOptions, LOANABLE, sameCombination, titleOffer, type Combination, type CopyOptionRow } from './options';
