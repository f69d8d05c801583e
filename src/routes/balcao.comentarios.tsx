import { createFileRoute } from '@tanstack/react-router';
import { CommentsQueuePage } from '../features/desk';

export const Route = createFileRoute('/balcao/comentarios')({
  component: CommentsQueuePage,
});
