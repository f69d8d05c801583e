// The request texts: the forms' own checks and the server's refusals share message keys
// (spec §5, §8), declared here with their ids so the catalogs carry them; the kinds' names.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RequestKind } from './queries';

const errors: Record<string, MessageDescriptor> = {
  'error.bibliography-pages-order': msg({ id: 'error.bibliography-pages-order', message: "The bibliography's start page cannot be greater than its final page." }),
  'error.bibliography-pages-total': msg({ id: 'error.bibliography-pages-total', message: "The bibliography's final page cannot be after the work's last page." }),
  'error.years-order': msg({ id: 'error.years-order', message: 'The start year cannot be after the end year.' }),
  'error.request-library-invalid': msg({ id: 'error.request-library-invalid', message: 'Choose a library from the list.' }),
  'error.copy-request-shape': msg({ id: 'error.copy-request-shape', message: 'The form does not match the kind of copy chosen. Choose the kind again.' }),
  'error.request-not-found': msg({ id: 'error.request-not-found', message: 'Request not found.' }),
  'error.request-transition': msg({ id: 'error.request-transition', message: 'This request cannot move to that state now.' }),
};

const requiredField = msg({ id: 'error.required-field', message: 'Required field {name} not filled.' });

/** A message key (the form's or the server's) as the patron reads it; a required field names its label. */
export function requestText(i18n: I18n, key: string, labels: Record<string, string> = {}): string {
  const field = /^error\.required-field\.(\w+)$/.exec(key)?.[1];
  if (field) {
    const withName: MessageDescriptor = { ...requiredField, values: { name: labels[field] ?? field } };
    return i18n._(withName);
  }
  const known = errors[key];
  return known ? i18n._(known) : i18n._(key);
}

export const kindLabels: Record<Exclude<RequestKind, 'todas'>, MessageDescriptor> = {
  'comutacao-bibliografica': msg({ message: 'Document copy', comment: 'Kind of request to the library (bibliographic switching)' }),
  'levantamento-bibliografico': msg({ message: 'Bibliographic survey', comment: 'Kind of request to the library' }),
  'ficha-catalografica': msg({ message: 'Catalogue card', comment: 'Kind of request to the library (ficha catalográfica)' }),
  'pesquisa-especializada': msg({ message: 'Specialized search', comment: 'Kind of request to the library' }),
  'emprestimo-inter-bibliotecas': msg({ message: 'Inter-library loan', comment: 'Kind of request to the library' }),
  armazem: msg({ message: 'Closed storage', comment: 'Kind of request to the library: items fetched from closed storage' }),
};

export const copyTypeLabels: Record<string, MessageDescriptor> = {
  artigo: msg({ message: 'Article', comment: 'Document copy type' }),
  tese: msg({ message: 'Thesis or dissertation', comment: 'Document copy type' }),
  'parte-documento': msg({ message: 'Part of a document', comment: 'Document copy type' }),
};
