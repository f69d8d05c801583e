import { createFileRoute, redirect } from '@tanstack/react-router';

// §1 "Collection totals": a title's loans, renewals, holds and copies per period and library
// are staff figures (GET /acervo/{id}/totais is x-caller staff, so the entry shows only to
// staff); they live beside the title's copies in the staff workspace, where this entry leads.
export const Route = createFileRoute('/_auth/meupergamum/totais-acervo')({
  beforeLoad: () => {
    throw redirect({ to: '/balcao/acervo', replace: true });
  },
});
