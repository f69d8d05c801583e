import { createFileRoute } from '@tanstack/react-router';
import { SuspensionsPage, suspensionQueries } from '../features/suspensions';
import { ensureLoaded } from '../lib/route-params';

export const Route = createFileRoute('/_auth/meupergamum/afastamentos')({
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, suspensionQueries.list()),
  component: SuspensionsPage,
});
