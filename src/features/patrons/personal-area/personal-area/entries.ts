// The personal area's app layers: which entries are on for this patron. The server turns
// an entry on only when the calls behind it really work; the menu shows an entry when its
// layer is on and the app has its page (menu-entries.ts), one link per page.
import type { MessageDescriptor } from '@lingui/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import { unwrap } from '../../../../api/errors';
import { ENTRY_GROUPS, PERSONAL_AREA_ENTRIES, PERSONAL_AREA_EXTRAS, type EntryGroup, type PersonalAreaEntry } from './menu-entries';

export { ENTRY_GROUPS, type EntryGroup } from './menu-entries';

export const appLayersQuery = () =>
  queryOptions({
    queryKey: ['account', 'app-layers'] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/pessoas/autenticar/app-layers', { signal })),
    staleTime: 10 * 60_000,
  });

type Layers = readonly { id: string; ativo: boolean }[];

/** The layer ids on for this person. */
export const layersOn = (layers: Layers): Set<string> => new Set(layers.filter((l) => l.ativo).map((l) => l.id));

/** The entries to show, given the server's layers. */
export function visibleEntries(layers: Layers): PersonalAreaEntry[] {
  const on = layersOn(layers);
  return PERSONAL_AREA_ENTRIES.filter((entry) => on.has(entry.layer));
}

export interface MenuLink {
  key: string;
  to: string;
  label: MessageDescriptor;
}

export interface MenuSection {
  group: EntryGroup;
  title: MessageDescriptor;
  links: MenuLink[];
}

/**
 * The menu as shown: the sections in order, each with its links, one link per page. An entry
 * whose page another shown entry already opens (`sameAs`) is reached through that link.
 * Nothing when no layer is on (the layers are not known yet, or the server turned all off).
 */
export function menuSections(layers: Layers): MenuSection[] {
  const entries = visibleEntries(layers);
  if (!entries.length) return [];
  const shown = new Set(entries.map((entry) => entry.layer as string));
  const links = [
    ...entries.filter((e) => !(e.sameAs && shown.has(e.sameAs))).map((e) => ({ key: e.layer as string, to: e.to as string, label: e.label, group: e.group })),
    ...PERSONAL_AREA_EXTRAS.map((e) => ({ key: e.to as string, to: e.to as string, label: e.label, group: e.group })),
  ];
  return (Object.keys(ENTRY_GROUPS) as EntryGroup[])
    .map((group) => ({ group, title: ENTRY_GROUPS[group], links: links.filter((l) => l.group === group).map(({ key, to, label }) => ({ key, to, label })) }))
    .filter((section) => section.links.length > 0);
}
