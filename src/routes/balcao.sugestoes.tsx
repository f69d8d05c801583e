import { createFileRoute } from '@tanstack/react-router';
import { SuggestionQueuePage } from '../features/acquisitions';

export const Route = createFileRoute('/balcao/sugestoes')({
  component: SuggestionQueuePage,
});
