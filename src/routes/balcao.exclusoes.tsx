import { createFileRoute } from '@tanstack/react-router';
import { DeletionsQueuePage } from '../features/circulation/desk';

export const Route = createFileRoute('/balcao/exclusoes')({
  component: DeletionsQueuePage,
});
