import { createFileRoute } from '@tanstack/react-router';
import { LibraryCardPage } from '../features/patrons/library-card';

export const Route = createFileRoute('/_auth/meupergamum/carteirinha')({
  component: LibraryCardPage,
});
