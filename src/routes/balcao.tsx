import { createFileRoute } from '@tanstack/react-router';
import { StaffWorkspace } from '../features/circulation/desk';

export const Route = createFileRoute('/balcao')({
  component: StaffWorkspace,
});
