import { createFileRoute, redirect } from '@tanstack/react-router';

// /indices opens the first index (titles); the page links to the others.
export const Route = createFileRoute('/indices/')({
  beforeLoad: () => {
    throw redirect({ to: '/indices/$tipo', params: { tipo: 'titulo' }, replace: true });
  },
});
