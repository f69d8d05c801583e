import { createFileRoute } from '@tanstack/react-router';
import { SuggestionQueuePage } from '../features/catalogue/acquisitions/components/suggestion-queue';

export const Route = createFileRoute('/balcao/sugestoes')({
  component: SuggestionQueuePage,
});
