/** Every implemented operation, by operationId; the rest of the contract answers 501. */
import type { Handlers } from '../http/handlers';
import { authHandlers } from './auth/routes';
import { institutionHandlers } from './institution/routes';
import { peopleHandlers } from './people/routes';
import { searchHandlers } from './search/routes';
import { holdingsHandlers } from './holdings/routes';
import { systemHandlers } from './system/routes';
import { referencesHandlers } from './references/routes';
import { linksHandlers } from './links/routes';
import { commentsHandlers } from './comments/routes';
import { basketHandlers } from './basket/routes';
import { kardexHandlers } from './kardex/routes';
import { statisticsHandlers } from './statistics/routes';
import { browseHandlers } from './browse/routes';
import { acquisitionsHandlers } from './acquisitions/routes';
import { networkHandlers } from './network/routes';

export const handlers: Handlers = {
  ...authHandlers,
  ...institutionHandlers,
  ...peopleHandlers,
  ...searchHandlers,
  ...holdingsHandlers,
  ...systemHandlers,
  ...referencesHandlers,
  ...linksHandlers,
  ...commentsHandlers,
  ...basketHandlers,
  ...kardexHandlers,
  ...statisticsHandlers,
  ...browseHandlers,
  ...acquisitionsHandlers,
  ...networkHandlers,
};
