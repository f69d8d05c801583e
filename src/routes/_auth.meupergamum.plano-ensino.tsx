import { createFileRoute } from '@tanstack/react-router';
import { TeachingPlanPage } from '../features/integration/academic';
import { teachingPlanQueries } from '../features/integration/academic/queries';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/plano-ensino')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, teachingPlanQueries.options()),
  component: TeachingPlanPage,
});
