import { createFileRoute } from '@tanstack/react-router';
import { PearsonPage } from '../features/external/components/external-pages';

export const Route = createFileRoute('/pearson')({
  component: PearsonPage,
});
