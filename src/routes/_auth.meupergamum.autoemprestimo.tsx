import { createFileRoute } from '@tanstack/react-router';
import { SelfCheckoutPage, type SelfCheckoutSearch } from '../features/circulation/self-checkout';

const whole = (value: unknown) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 && n <= 2147483647 ? n : undefined;
};
const code = (value: unknown) => (typeof value === 'string' && /^[A-Za-z0-9]{4,16}$/.test(value.trim()) ? value.trim() : undefined);

// The entrance's QR code opens ?biblioteca=&codigo=; once the visit starts the address holds ?visita=.
export const Route = createFileRoute('/_auth/meupergamum/autoemprestimo')({
  validateSearch: (search: Record<string, unknown>): SelfCheckoutSearch =>
    Object.fromEntries(Object.entries({ biblioteca: whole(search.biblioteca), codigo: code(search.codigo), visita: whole(search.visita) })
      .filter(([, v]) => v !== undefined)),
  component: function SelfCheckoutRoute() {
    return <SelfCheckoutPage search={Route.useSearch()} />;
  },
});
