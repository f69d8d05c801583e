import { createFileRoute } from '@tanstack/react-router';
import { LibrarySettingsPage } from '../features/staff-library';

export const Route = createFileRoute('/balcao/biblioteca')({
  component: LibrarySettingsPage,
});
