// The personal area's app layers: which entries are on for this patron. The server turns
// an entry on only when the calls behind it really work; the menu shows an entry when its
// layer is on and the app has its page (menu-entries.ts).
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import { unwrap } from '../../../../api/errors';
import { PERSONAL_AREA_ENTRIES, type PersonalAreaEntry } from './menu-entries';

export { ENTRY_GROUPS, type EntryGroup } from './menu-entries';

export const appLayersQuery = () =>
  queryOptions({
    queryKey: ['account', 'app-layers'] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/pessoas/autenticar/app-layers', { signal })),
    staleTime: 10 * 60_000,
  });

/** The entries to show, given the server's layers. */
export function visibleEntries(layers: readonly { id: string; ativo: boolean }[]): PersonalAreaEntry[] {
  const on = new Set(layers.filter((l) => l.ativo).map((l) => l.id));
  return PERSONAL_AREA_ENTRIES.filter((entry) => on.has(entry.layer));
}
