// Readers for values the router parsed out of a URL. The router JSON-parses each query
// value (`?termo=1984` arrives as the number 1984, `?termo=true` as a boolean), so text is
// read back from any primitive; anything else is "malformed" and answered with undefined.

export function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return undefined;
}

/** A whole number within [min, max], given as a number or digits; otherwise undefined. */
export function asInteger(value: unknown, min: number, max: number): number | undefined {
  const text = asText(value)?.trim();
  if (text === undefined || !/^\d{1,6}$/.test(text)) return undefined;
  const number = Number(text);
  return number >= min && number <= max ? number : undefined;
}

/** One of the allowed codes, or undefined. */
export function asChoice<T extends string | number>(value: unknown, choices: readonly T[]): T | undefined {
  const text = asText(value);
  return choices.find((choice) => String(choice) === text);
}

/** A list: an array, or a single value standing for a one-item list (`?filtro=T:1`). */
export function asList(value: unknown): unknown[] | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value : [value];
}
