import { createFileRoute } from '@tanstack/react-router';
import { SelfCheckoutPage } from '../features/circulation/self-checkout';

// The entrance's QR code opens ?biblioteca=&codigo=; once the visit starts the address holds
// ?visita=. The page parses them (features/circulation/self-checkout/search.ts), so the parser
// loads with the page rather than with the app's entry.
export const Route = createFileRoute('/_auth/meupergamum/autoemprestimo')({
  component: SelfCheckoutPage,
});
