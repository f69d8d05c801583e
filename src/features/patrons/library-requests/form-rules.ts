// The forms' own checks before sending (spec §5): the same message keys the server answers.

/** Spec §5: the bibliography's start page not after its final page. */
export function pagesError(start?: number, end?: number, total?: number): string | null {
  if (start !== undefined && end !== undefined && start > end) return 'error.bibliography-pages-order';
  if (end !== undefined && total !== undefined && end > total) return 'error.bibliography-pages-total';
  return null;
}

/** A start (date or year) not after its end. */
export function rangeError(start: string | number | undefined, end: string | number | undefined, key: 'error.dates-order' | 'error.years-order'): string | null {
  return start !== undefined && end !== undefined && start !== '' && end !== '' && start > end ? key : null;
}

export type FieldKind = 'text' | 'textarea' | 'number' | 'date' | 'checkbox' | 'select' | 'list' | 'email' | 'tel';

export interface FieldValue { name: string; kind: FieldKind; numeric?: boolean }

/** A form's values as the contract's body: trimmed text, numbers, booleans, comma lists; empty ones left out. */
export function bodyOf(fields: readonly FieldValue[], read: (name: string) => string | null, checked: (name: string) => boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.kind === 'checkbox') {
      body[field.name] = checked(field.name);
      continue;
    }
    const raw = (read(field.name) ?? '').trim();
    if (!raw) continue;
    if (field.kind === 'number' || field.numeric) {
      const value = Number(raw);
      if (Number.isFinite(value)) body[field.name] = value;
    } else if (field.kind === 'list') {
      const items = raw.split(/[;,]/).map((s) => s.trim()).filter(Boolean);
      if (items.length) body[field.name] = items;
    } else body[field.name] = raw;
  }
  return body;
}
