import { createFileRoute } from '@tanstack/react-router';
import { GrupoAPage } from '../features/external/components/external-pages';

export const Route = createFileRoute('/grupoa')({
  component: GrupoAPage,
});
