import { createFileRoute } from '@tanstack/react-router';
import { VerifyPage } from '../features/circulation/no-dues';

interface VerifySearch { codigo?: string }

export const Route = createFileRoute('/nada-consta/verificar')({
  validateSearch: (search: Record<string, unknown>): VerifySearch => {
    const code = typeof search.codigo === 'string' ? search.codigo.trim().toUpperCase() : '';
    return /^[A-Z0-9-]{4,24}$/.test(code) ? { codigo: code } : {};
  },
  component: VerifyRoute,
});

function VerifyRoute() {
  const { codigo } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <VerifyPage key={codigo ?? ''} code={codigo} onCode={(code) => void navigate({ search: { codigo: code } })} />;
}
