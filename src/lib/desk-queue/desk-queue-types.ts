// The contract's offline desk types, for the queue kept here (src/lib does not import src/api).
import type { components } from '../../../openapi/schema.gen';

export type OfflineDeskTransaction = components['schemas']['OfflineDeskTransaction'];
export type OfflineDeskResult = components['schemas']['OfflineDeskResult'];
