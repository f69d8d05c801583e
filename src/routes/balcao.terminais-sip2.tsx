import { createFileRoute } from '@tanstack/react-router';
import { Sip2TerminalsPage } from '../features/integration/sip2';

export const Route = createFileRoute('/balcao/terminais-sip2')({
  component: Sip2TerminalsPage,
});
