// The phone page's address: ?biblioteca=&codigo= (what the entrance's QR code encodes) or
// ?visita= (an open visit, kept across a reload); anything else is ignored.
export interface SelfCheckoutSearch { biblioteca?: number; codigo?: string; visita?: number }

const whole = (value: unknown) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 && n <= 2147483647 ? n : undefined;
};
const code = (value: unknown) => (typeof value === 'string' && /^[A-Za-z0-9]{4,16}$/.test(value.trim()) ? value.trim() : undefined);

export function parseSelfCheckoutSearch(search: Record<string, unknown>): SelfCheckoutSearch {
  const visit = whole(search.visita);
  if (visit) return { visita: visit };
  const library = whole(search.biblioteca);
  const entrance = code(search.codigo);
  return library && entrance ? { biblioteca: library, codigo: entrance } : {};
}
