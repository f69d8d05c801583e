import { createFileRoute } from '@tanstack/react-router';
import { WorkPostingPage } from '../features/patrons/work-posting/components/work-posting-page';

export const Route = createFileRoute('/_auth/meupergamum/postagem-trabalho')({
  component: WorkPostingPage,
});
