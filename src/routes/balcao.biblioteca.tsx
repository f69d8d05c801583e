import { createFileRoute } from '@tanstack/react-router';
import { LibrarySettingsPage } from '../features/staff/library-settings';

export const Route = createFileRoute('/balcao/biblioteca')({
  component: LibrarySettingsPage,
});
