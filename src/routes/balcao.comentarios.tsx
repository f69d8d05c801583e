import { createFileRoute } from '@tanstack/react-router';
import { CommentsQueuePage } from '../features/circulation/desk';

export const Route = createFileRoute('/balcao/comentarios')({
  component: CommentsQueuePage,
});
