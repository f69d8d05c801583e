import { createFileRoute } from '@tanstack/react-router';
import { SuspensionsPage } from '../features/circulation/suspensions/components/suspensions-page';
import { suspensionQueries } from '../features/circulation/suspensions/queries';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/afastamentos')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, suspensionQueries.list()),
  component: SuspensionsPage,
});
