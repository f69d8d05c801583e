import { createFileRoute } from '@tanstack/react-router';
import { Sip2TerminalsPage } from '../features/sip2-terminals';

export const Route = createFileRoute('/balcao/terminais-sip2')({
  component: Sip2TerminalsPage,
});
