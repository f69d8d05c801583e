import type { FieldSpec } from './request-form';

/** The library that handles the request, first in every form. */
export const libraryField = (label: string, libraries: readonly { cod_biblioteca: number; desc_biblioteca: string }[], name = 'cod_biblioteca'): FieldSpec => ({
  name, kind: 'select', numeric: true, required: true, label,
  options: libraries.map((l) => ({ value: l.cod_biblioteca, label: l.desc_biblioteca })),
});
