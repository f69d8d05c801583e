// Short names for the contract's schemas this feature uses (generated from openapi/library.yaml).
import type { components, paths } from '../../../../openapi/schema.gen';

type Schemas = components['schemas'];

export type CampusHours = Schemas['CampusHours'];
export type OpeningHours = Schemas['OpeningHours'];
export type NewAcquisitionsResult = Schemas['NewAcquisitionsResult'];
export type TitleSummary = Schemas['TitleSummary'];
export type NewAcquisitionsQuery = NonNullable<paths['/consulta/novas-aquisicoes']['get']['parameters']['query']>;
