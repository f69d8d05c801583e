import { createFileRoute } from '@tanstack/react-router';
import { DeskPage } from '../features/desk';

export const Route = createFileRoute('/balcao/')({
  component: DeskPage,
});
