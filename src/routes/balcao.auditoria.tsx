import { createFileRoute } from '@tanstack/react-router';
import { AuditTrailPage, type AuditSearch } from '../features/staff/admin';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined);

/** The trail's filters from the address; what does not parse is dropped. */
function auditSearch(search: Record<string, unknown>): AuditSearch {
  const page = Number(search.pagina);
  const out: AuditSearch = {
    de: typeof search.de === 'string' && DATE.test(search.de) ? search.de : undefined,
    ate: typeof search.ate === 'string' && DATE.test(search.ate) ? search.ate : undefined,
    autor: text(search.autor, 200), acao: text(search.acao, 60), usuario: text(search.usuario, 200), canal: text(search.canal, 20) as AuditSearch['canal'],
    pagina: Number.isInteger(page) && page > 1 && page <= 100000 ? page : undefined,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

export const Route = createFileRoute('/balcao/auditoria')({
  validateSearch: auditSearch,
  component: function AuditTrailRoute() {
    return <AuditTrailPage search={Route.useSearch()} />;
  },
});
