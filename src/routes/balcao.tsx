import { createFileRoute } from '@tanstack/react-router';
import { StaffWorkspace } from '../features/circulation/desk';
import { whenRestored } from '../lib/storage/persister';

export const Route = createFileRoute('/balcao')({
  // The guard reads the staff session from the saved cache when offline: wait for it to be restored.
  loader: () => whenRestored(),
  component: StaffWorkspace,
});
