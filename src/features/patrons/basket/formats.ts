import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ExportFormat } from './queries';

/** The export formats offered for the basket, in menu order, with a file name if the server gives none. */
export const BASKET_FORMATS: { format: ExportFormat; label: MessageDescriptor; fallbackName: string }[] = [
  { format: 'referencia', label: msg`ABNT reference list`, fallbackName: 'referencias.txt' },
  { format: 'ris', label: msg`RIS (reference managers)`, fallbackName: 'cesta.ris' },
  { format: 'bibtex', label: msg`BibTeX`, fallbackName: 'cesta.bib' },
  { format: 'iso2709', label: msg`MARC (ISO 2709)`, fallbackName: 'cesta.mrc' },
  { format: 'marcxml', label: msg`MARCXML`, fallbackName: 'cesta.xml' },
  { format: 'csv', label: msg`CSV (spreadsheet)`, fallbackName: 'cesta.csv' },
  { format: 'dublin_core', label: msg`Dublin Core XML`, fallbackName: 'cesta-dc.xml' },
];
