import { createFileRoute } from '@tanstack/react-router';
import { PearsonPage } from '../features/integration/providers/components/provider-pages';

interface PearsonSearch { acervo?: number; seq?: number }

const positive = (value: unknown) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 && n <= 2147483647 ? n : undefined;
};

export const Route = createFileRoute('/pearson')({
  validateSearch: (search: Record<string, unknown>): PearsonSearch => {
    const acervo = positive(search.acervo);
    const seq = positive(search.seq);
    return acervo && seq ? { acervo, seq } : {};
  },
  component: function PearsonRoute() {
    const { acervo, seq } = Route.useSearch();
    return <PearsonPage acervo={acervo} seq={seq} />;
  },
});
