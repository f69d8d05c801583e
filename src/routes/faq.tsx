import { createFileRoute } from '@tanstack/react-router';
import { FaqPage, institutionPageQueries } from '../features/institution-pages';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/faq')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, institutionPageQueries.faq()),
  component: FaqPage,
});
