import { createFileRoute } from '@tanstack/react-router';
import { GrupoAPage } from '../features/integration/providers/components/provider-pages';

interface GrupoASearch { sessionid?: string }

export const Route = createFileRoute('/grupoa')({
  validateSearch: (search: Record<string, unknown>): GrupoASearch => {
    const id = typeof search.sessionid === 'string' ? search.sessionid.trim().slice(0, 500) : '';
    return id ? { sessionid: id } : {};
  },
  component: function GrupoARoute() {
    const { sessionid } = Route.useSearch();
    return <GrupoAPage sessionid={sessionid} />;
  },
});
