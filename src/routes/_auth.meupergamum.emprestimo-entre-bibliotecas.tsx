import { createFileRoute } from '@tanstack/react-router';
import { InterLibraryPage, libraryRequestQueries, type InterLibraryPrefill } from '../features/patrons/library-requests';
import { ensureLoaded } from '../lib/route-params';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const whole = (value: unknown) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

// A network catalogue record's "ask for it" link fills the form in (?cod_empresa, titulo, autor, ano).
export const Route = createFileRoute('/_auth/meupergamum/emprestimo-entre-bibliotecas')({
  validateSearch: (search: Record<string, unknown>): InterLibraryPrefill =>
    Object.fromEntries(Object.entries({
      cod_empresa: whole(search.cod_empresa), titulo: text(search.titulo), autor: text(search.autor), ano: whole(search.ano),
    }).filter(([, v]) => v !== undefined)),
  loader: ({ context: { queryClient } }) => ensureLoaded(queryClient, libraryRequestQueries.formData()),
  component: InterLibraryRoute,
});

function InterLibraryRoute() {
  return <InterLibraryPage prefill={Route.useSearch()} />;
}
