/** Every implemented operation, by operationId; the rest of the contract answers 501. */
import type { Handlers } from '../http/handlers';
import { authHandlers } from './auth/routes';
import { institutionHandlers } from './institution/routes';
import { peopleHandlers } from './people/routes';
import { searchHandlers } from './search/routes';
import { holdingsHandlers } from './holdings/routes';
import { systemHandlers } from './system/routes';

export const handlers: Handlers = {
  ...authHandlers,
  ...institutionHandlers,
  ...peopleHandlers,
  ...searchHandlers,
  ...holdingsHandlers,
  ...systemHandlers,
};
