// Every <form> of the PWA and how the empty-submit walk (forms.spec.ts, issue 37 item 4)
// reaches it: who signs in, which address, what to click to show it, its submit button.
// Plain data, no Playwright: scripts/form-walk.test.ts reads it beside the source and fails
// when a file draws more forms than it has lines here (walked or excused), so a new form
// cannot be forgotten. A form is walked when an empty submit has something to point at; it
// is excused, with the reason, when it cannot be submitted empty (its button waits for the
// text, or every field starts filled) or needs a state the demo cannot give a fresh page.

export interface FormVisit {
  /** The component that draws the form (src/…). */
  file: string;
  /** The demo login that opens it; null for a visitor. */
  account: string | null;
  path: string;
  /** Buttons to press, by their exact accessible name, to show the form. */
  reveal?: string[];
  /** The form's submit button, by its exact accessible name. */
  submit: string;
  /** The message beside the first field when the spec (§5) or the form words it. */
  message?: string;
}

export interface FormExcused {
  file: string;
  why: string;
}

export const walkedForms: FormVisit[] = [
  // Visitors
  { file: 'src/features/catalogue/search/components/search-form.tsx', account: null, path: '/', submit: 'Search', message: 'The above field is required.' },
  { file: 'src/features/patrons/auth/components/login-form.tsx', account: null, path: '/login', submit: 'Log in' },
  { file: 'src/features/patrons/auth/recovery/user-step.tsx', account: null, path: '/login?modo=recuperar', submit: 'Send the code', message: 'Enter the user code!' },
  { file: 'src/features/patrons/auth/first-access/first-access-form.tsx', account: null, path: '/login?modo=primeiro-acesso', submit: 'Set my password' },
  { file: 'src/features/circulation/no-dues/components/verify-page.tsx', account: null, path: '/nada-consta/verificar', submit: 'Check', message: 'Type the code as printed on the certificate.' },
  { file: 'src/features/integration/network/components/network-search-page.tsx', account: null, path: '/rede', submit: 'Search', message: 'The above field is required.' },
  // Patrons
  { file: 'src/features/platform/chrome/feedback/suggestion-dialog.tsx', account: 'aluno', path: '/', reveal: ['Suggest an acquisition'], submit: 'Send suggestion' },
  { file: 'src/features/patrons/library-requests/components/request-form.tsx', account: 'aluno', path: '/meupergamum/levantamento-bibliografico', submit: 'Send request' },
  { file: 'src/features/patrons/interest/components/interest-profile-page.tsx', account: 'aluno', path: '/meupergamum/perfil-interesse', submit: 'Search' },
  { file: 'src/features/patrons/interest/components/interest-areas-page.tsx', account: 'aluno', path: '/meupergamum/areas-interesse', submit: 'Search' },
  { file: 'src/features/integration/academic/components/teaching-plan-page.tsx', account: 'professor', path: '/meupergamum/plano-ensino', submit: 'Search', message: 'Fill in at least one field to search the teaching plans.' },
  // Staff
  { file: 'src/features/patrons/user-switch/components/user-switch-page.tsx', account: 'administrador', path: '/meupergamum/troca-usuario', submit: 'Switch user', message: 'Enter the user name.' },
  { file: 'src/features/staff/workspace/components/patron-search.tsx', account: 'administrador', path: '/balcao/usuarios', submit: 'Search', message: 'The above field is required.' },
  { file: 'src/features/catalogue/cataloguing/components/catalogue-page.tsx', account: 'administrador', path: '/balcao/acervo', submit: 'Search', message: 'The above field is required.' },
  { file: 'src/features/circulation/desk/components/check-out-form.tsx', account: 'administrador', path: '/balcao', submit: 'Show patron' },
  { file: 'src/features/circulation/desk/components/return-form.tsx', account: 'administrador', path: '/balcao', submit: 'Return item' },
  { file: 'src/features/circulation/desk/components/payment-form.tsx', account: 'administrador', path: '/balcao', submit: 'Show open fines' },
  { file: 'src/features/staff/admin/components/staff-roles-page.tsx', account: 'administrador', path: '/balcao/equipe', submit: 'Save roles' },
  { file: 'src/features/integration/sip2/components/sip2-terminals-page.tsx', account: 'administrador', path: '/balcao/terminais-sip2', submit: 'Add the terminal' },
  { file: 'src/features/integration/harvest/components/network-partners-page.tsx', account: 'administrador', path: '/balcao/rede', submit: 'Add' },
  { file: 'src/features/integration/databases/components/staff-databases.tsx', account: 'administrador', path: '/balcao/bases-dados', submit: 'Add' },
  { file: 'src/features/staff/library-settings/components/events-editor.tsx', account: 'administrador', path: '/balcao/biblioteca', submit: 'Add event' },
  { file: 'src/features/staff/library-settings/components/closed-days.tsx', account: 'administrador', path: '/balcao/biblioteca', submit: 'Add closed day' },
  { file: 'src/features/staff/library-settings/components/effective-rule.tsx', account: 'administrador', path: '/balcao/politicas', submit: 'Explain' },
  { file: 'src/features/staff/library-settings/components/loan-types-editor.tsx', account: 'administrador', path: '/balcao/politicas', submit: 'Add loan type' },
  { file: 'src/features/staff/workspace/registration/register-patron-page.tsx', account: 'administrador', path: '/balcao/usuarios/novo', submit: 'Register' },
  { file: 'src/features/circulation/self-checkout/components/staff-page.tsx', account: 'administrador', path: '/balcao/autoemprestimo', submit: 'Check the receipt', message: "Type the receipt's verification code, such as ABCD-EFGH." },
];

export const excusedForms: FormExcused[] = [
  { file: 'src/components/date-range-filter.tsx', why: 'both dates start filled (the last 30 days); its own rule (spec §5 date range) is unit-tested in date-range.test.ts' },
  { file: 'src/features/platform/chrome/feedback/general-comment-dialog.tsx', why: 'Send waits for a campus, a library and the text (feedback.spec.ts)' },
  { file: 'src/features/catalogue/title/components/title-comment-form.tsx', why: 'Send waits for the text' },
  { file: 'src/features/integration/databases/components/target-search.tsx', why: 'Search waits for the text' },
  { file: 'src/features/catalogue/title/components/title-kardex.tsx', why: 'filters applied as they change: no submit button' },
  { file: 'src/features/patrons/basket/components/basket-export.tsx', why: 'one format select, always chosen' },
  { file: 'src/features/catalogue/search/components/advanced-search-form.tsx', why: 'its own check marks the first empty term (aria-invalid, the spec’s words, focus): search.spec.ts' },
  { file: 'src/features/catalogue/browse/components/jump-form.tsx', why: 'an empty jump lists the index from its first heading' },
  { file: 'src/features/catalogue/authority/components/authority-search-form.tsx', why: 'an empty term lists the chosen type’s authorities' },
  { file: 'src/features/staff/admin/components/audit-trail-page.tsx', why: 'every filter is optional: an empty submit lists the whole trail' },
  { file: 'src/features/staff/library-settings/components/rules-editor.tsx', why: 'starts filled with the category’s rules; an empty value means no limit' },
  { file: 'src/features/staff/library-settings/components/texts-editor.tsx', why: 'starts filled with the stored text' },
  { file: 'src/features/staff/library-settings/components/faq-editor.tsx', why: 'starts filled with the stored questions' },
  { file: 'src/features/staff/library-settings/components/hours-editor.tsx', why: 'starts filled with the stored hours' },
  { file: 'src/features/circulation/desk/components/desk-closing.tsx', why: 'the day starts filled (today)' },
  { file: 'src/features/circulation/desk/components/desk-action-form.tsx', why: 'the frame of return-form.tsx, walked there' },
  { file: 'src/features/circulation/holds/components/hold-form.tsx', why: 'a copy option is chosen from the start' },
  { file: 'src/features/circulation/loan-requests/components/loan-request-fields.tsx', why: 'a copy option is chosen from the start' },
  { file: 'src/features/circulation/no-dues/components/certificate.tsx', why: 'shown only to a patron who has left the library (no-dues.spec): marks its e-mail field through field-checks' },
  { file: 'src/features/patrons/auth/components/person-choice.tsx', why: 'shown only after a login shared by several people; one person starts chosen' },
  { file: 'src/features/patrons/auth/recovery/code-step.tsx', why: 'needs the code e-mailed in the recovery flow (recovery.spec.ts)' },
  { file: 'src/features/patrons/auth/recovery/password-step.tsx', why: 'needs a verified recovery code (recovery.spec.ts)' },
  { file: 'src/features/patrons/basket/components/basket-email.tsx', why: 'needs titles in the basket (basket.spec.ts walks its empty and wrong recipient)' },
  { file: 'src/features/patrons/personal-area/password/change-password-form.tsx', why: 'walked by its own spec with the password rules' },
  { file: 'src/features/patrons/personal-data/components/personal-data-form.tsx', why: 'starts filled with the patron’s record (personal-data.spec.ts checks its wrong fields)' },
  { file: 'src/features/patrons/privacy/components/privacy-page.tsx', why: 'the reason is optional' },
  { file: 'src/features/patrons/privacy/components/desk-deletion-requests.tsx', why: 'shown only beside an open deletion request (personal-data.spec.ts)' },
  { file: 'src/features/staff/workspace/components/place-hold-form.tsx', why: 'inside a patron’s record, after a search (staff-workspace.spec.ts)' },
  { file: 'src/features/staff/workspace/components/reason-action.tsx', why: 'opened from an action in a patron’s record (staff-workspace.spec.ts)' },
  { file: 'src/features/staff/workspace/components/desk-pix-charge.tsx', why: 'inside a patron’s record with open debts, every debt ticked at first (desk-pix-charge.test.tsx checks an empty choice)' },
  { file: 'src/features/catalogue/cataloguing/components/item-form.tsx', why: 'inside a title’s copies, after a search (staff-catalogue.spec.ts)' },
  { file: 'src/features/catalogue/cataloguing/components/withdraw-form.tsx', why: 'inside a copy, after a search' },
  { file: 'src/features/catalogue/cataloguing/components/record-tools.tsx', why: 'inside a title, after a search' },
  { file: 'src/features/catalogue/acquisitions/components/suggestion-queue.tsx', why: 'its selects start chosen; the note is optional' },
  { file: 'src/features/staff/library-settings/components/policy-form.tsx', why: 'starts filled with the default rule (or the row being changed); policies.spec.ts changes one' },
  { file: 'src/features/staff/workspace/components/place-hold-form.tsx', why: 'the copy barcode, inside a patron’s record (desk-registration.spec.ts)' },
  { file: 'src/features/staff/workspace/registration/patron-profile-form.tsx', why: 'opened from a patron’s record, filled with their registration data (desk-registration.spec.ts)' },
  { file: 'src/features/circulation/desk/components/offline-check-out.tsx', why: 'shown only offline, with a patron typed (desk-offline.spec.ts)' },
  { file: 'src/features/circulation/desk/components/override-reason-form.tsx', why: 'shown only for a refused patron (desk-clerk.spec.ts) or an overridable conflict of the offline queue (desk-offline.spec.ts)' },
  { file: 'src/features/circulation/self-checkout/components/self-checkout-page.tsx', why: 'needs a visit proven by the entrance code (self-checkout.spec.ts)' },
  { file: 'src/features/circulation/self-checkout/components/staff-page.tsx', why: 'a library’s setting starts filled with what it has' },
  { file: 'src/features/platform/staff-queues/components/queue-filters.tsx', why: 'every filter is optional: an empty submit lists the open items' },
  { file: 'src/features/platform/staff-queues/components/queue-item.tsx', why: 'shown only beside a queue’s item; its state starts chosen and the note is required only for some moves (desk-roles-audit.spec.ts)' },
];

/** The file's second and later forms (check-out's reason and item, payment's take and refund…) shown only mid-task. */
export const laterFormsInFile: Record<string, number> = {
  'src/features/circulation/desk/components/check-out-form.tsx': 2,
  'src/features/circulation/desk/components/payment-form.tsx': 2,
  'src/features/patrons/interest/components/interest-profile-page.tsx': 1,
};
