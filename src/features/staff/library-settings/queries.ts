// The library section of the staff workspace (issue 23 item 3): opening hours, closed days,
// circulation rules, and the institution texts, FAQ and events. Staff answers are not saved
// for offline use (a desk computer). A save refreshes the section and the public pages it
// feeds (home, FAQ, footer) so the change shows at once.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema.gen';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { asOutcome, type Outcome } from '../../../api/outcome';
import { homeKeys } from '../../platform/home';
import { institutionPageKeys } from '../../platform/institution-pages';
import { institutionKeys } from '../../platform/institution';

type Schemas = components['schemas'];
export type OpeningHours = Schemas['OpeningHours'];
export type LibraryHours = Schemas['LibraryHours'];
export type ClosedDay = Schemas['ClosedDay'];
export type ClosedDayInput = Schemas['ClosedDayInput'];
export type RuleSettings = Schemas['CirculationRuleSettings'];
export type RuleInput = Schemas['CirculationRuleInput'];
export type InstitutionText = Schemas['InstitutionText'];
export type InstitutionTextInput = Schemas['InstitutionTextInput'];
export type FaqEntry = Schemas['FaqEntry'];
export type EventInput = Schemas['EventInput'];
export type ApiLang = InstitutionText['idioma'];

export const staffLibraryKeys = {
  all: () => ['staff-library'] as const,
  settings: () => [...staffLibraryKeys.all(), 'settings'] as const,
  texts: () => [...staffLibraryKeys.all(), 'texts'] as const,
};

const notSaved = { meta: { persist: false }, retry: false } as const;

export const staffLibraryQueries = {
  settings: () =>
    queryOptions({
      queryKey: staffLibraryKeys.settings(),
      queryFn: ({ signal }) => unwrap(api.GET('/balcao/biblioteca', { signal })),
      ...notSaved,
    }),
  texts: () =>
    queryOptions({
      queryKey: staffLibraryKeys.texts(),
      queryFn: ({ signal }) => unwrap(api.GET('/balcao/biblioteca/textos', { signal })),
      ...notSaved,
    }),
};

// The service worker answers the public opening hours from its cache first (src/sw/caching.ts
// CACHE_NAMES.hours); after a change that copy is dropped so the home page shows the new hours.
const OPENING_HOURS_CACHE = 'api-opening-hours';

async function save<T>(queryClient: QueryClient, call: Promise<T>): Promise<Outcome<T>> {
  const outcome = await asOutcome(call);
  if (outcome.ok) {
    await globalThis.caches?.delete(OPENING_HOURS_CACHE).catch(() => false);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: staffLibraryKeys.all() }),
      queryClient.invalidateQueries({ queryKey: homeKeys.all() }),
      queryClient.invalidateQueries({ queryKey: institutionPageKeys.all() }),
      queryClient.invalidateQueries({ queryKey: institutionKeys.settings() }),
    ]);
  }
  return outcome;
}

export const staffLibraryActions = {
  updateHours: (queryClient: QueryClient, codBiblioteca: number, horarios: OpeningHours[]) =>
    save(queryClient, unwrap(api.PUT('/balcao/biblioteca/horarios/{codBiblioteca}', { params: { path: { codBiblioteca } }, body: { horarios } }))),
  addClosedDay: (queryClient: QueryClient, body: ClosedDayInput) =>
    save(queryClient, unwrap(api.POST('/balcao/biblioteca/dias-fechados', { body }))),
  removeClosedDay: (queryClient: QueryClient, id: number) =>
    save(queryClient, unwrap(api.DELETE('/balcao/biblioteca/dias-fechados/{id}', { params: { path: { id } } }))),
  updateRule: (queryClient: QueryClient, categoria: string, body: RuleInput) =>
    save(queryClient, unwrap(api.PUT('/balcao/biblioteca/regras/{categoria}', { params: { path: { categoria } }, body }))),
  updateText: (queryClient: QueryClient, chave: string, body: InstitutionTextInput) =>
    save(queryClient, unwrap(api.PUT('/balcao/biblioteca/textos/{chave}', { params: { path: { chave } }, body }))),
  replaceFaq: (queryClient: QueryClient, idioma: ApiLang, entradas: FaqEntry[]) =>
    save(queryClient, unwrap(api.PUT('/balcao/biblioteca/faq/{idioma}', { params: { path: { idioma } }, body: { entradas } }))),
  addEvent: (queryClient: QueryClient, body: EventInput) =>
    save(queryClient, unwrap(api.POST('/balcao/biblioteca/eventos', { body }))),
  removeEvent: (queryClient: QueryClient, id: number) =>
    save(queryClient, unwrap(api.DELETE('/balcao/biblioteca/eventos/{id}', { params: { path: { id } } }))),
};
