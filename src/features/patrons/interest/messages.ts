// The server's refusals of the interest profile (spec §5 and its references), declared
// here so every catalog carries them; the central handler and the forms translate the key.
export const interestErrorKeys = [
  /*i18n*/ { id: 'error.interest-journal-type-required', message: 'Select at least one journal type (new issues, articles or summaries) to save.' },
  /*i18n*/ { id: 'error.interest-kind-required', message: 'Choose whether to follow an area, an author or a subject.' },
  /*i18n*/ { id: 'error.interest-validity-past', message: 'The validity date cannot be in the past.' },
  /*i18n*/ { id: 'error.interest-library-unknown', message: 'Choose a library from the list.' },
  /*i18n*/ { id: 'error.interest-language-unknown', message: 'Choose a language from the list.' },
  /*i18n*/ { id: 'error.interest-code-unknown', message: 'This item is no longer in the catalogue. Search again.' },
  /*i18n*/ { id: 'error.interest-entry-not-found', message: 'This entry is not in your interest profile.' },
];
