import { createFileRoute } from '@tanstack/react-router';
import { DeskPage } from '../features/circulation/desk';

export const Route = createFileRoute('/balcao/')({
  component: DeskPage,
});
