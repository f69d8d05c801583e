import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../features/platform/institution-pages/components/faq-page';
import { institutionPageQueries } from '../features/platform/institution-pages/queries';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/faq')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, institutionPageQueries.faq()),
  component: FaqPage,
});
