// The registration's refusals (issue 36 item 5), declared with their ids so the catalogs
// carry the server's keys; the duplicates are shown with the patron who has the CPF,
// e-mail or login (duplicate-notice.tsx).
import { msg } from '@lingui/core/macro';

export const registrationKeys = [
  msg({ id: 'error.patron-duplicate-cpf', message: 'Another patron already has this CPF.' }),
  msg({ id: 'error.patron-duplicate-email', message: 'Another patron already has this e-mail.' }),
  msg({ id: 'error.patron-duplicate-login', message: 'Another patron already has this login.' }),
  msg({ id: 'error.patron-category-unknown', message: 'Choose a category from the list.' }),
];
