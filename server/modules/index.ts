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
import { suggestionsHandlers } from './suggestions/routes';
import { basketHandlers } from './basket/routes';
import { kardexHandlers } from './kardex/routes';
import { statisticsHandlers } from './statistics/routes';
import { browseHandlers } from './browse/routes';
import { acquisitionsHandlers } from './acquisitions/routes';
import { networkHandlers } from './network/routes';
import { harvestHandlers } from './harvest/routes';
import { recoveryHandlers } from './recovery/routes';
import { captchaHandlers } from './captcha/routes';
import { ssoHandlers } from './sso/routes';
import { pushHandlers } from './push/routes';
import { loansHandlers } from './loans/routes';
import { holdsHandlers } from './holds/routes';
import { loanRequestsHandlers } from './loan-requests/routes';
import { alertsHandlers } from './alerts/routes';
import { personalAreaHandlers } from './personal-area/routes';
import { deskHandlers } from './desk/routes';
import { sip2Handlers } from './sip2/routes';
import { calendarHandlers } from './calendar/routes';
import { oaiHandlers } from './oai/routes';
import { personalDataHandlers } from './personal-data/routes';
import { userSwitchHandlers } from './user-switch/routes';
import { redirectsHandlers } from './redirects/routes';
import { privacyHandlers } from './privacy/routes';
import { debtsHandlers } from './debts/routes';
import { noDuesHandlers } from './no-dues/routes';
import { libraryRequestsHandlers } from './library-requests/routes';
import { staffHandlers } from './staff/routes';
import { cataloguingHandlers } from './cataloguing/routes';
import { searchExtrasHandlers } from './search-extras/routes';
import { librarySettingsHandlers } from './library-settings/routes';
import { interestHandlers } from './interest/routes';
import { academicHandlers } from './academic/routes';
import { databasesHandlers } from './databases/routes';
import { providersHandlers } from './providers/routes';

export const handlers: Handlers = {
  // The personal area's entries are on when the operations they need are in this table.
  ...personalAreaHandlers(() => answered),
  ...authHandlers,
  ...institutionHandlers,
  ...peopleHandlers,
  ...searchHandlers,
  ...holdingsHandlers,
  ...systemHandlers,
  ...referencesHandlers,
  ...linksHandlers,
  ...commentsHandlers,
  ...suggestionsHandlers,
  ...basketHandlers,
  ...kardexHandlers,
  ...statisticsHandlers,
  ...browseHandlers,
  ...acquisitionsHandlers,
  ...networkHandlers,
  ...harvestHandlers,
  ...recoveryHandlers,
  ...captchaHandlers,
  ...ssoHandlers,
  ...pushHandlers,
  ...loansHandlers,
  ...holdsHandlers,
  ...loanRequestsHandlers,
  ...alertsHandlers,
  ...deskHandlers,
  ...sip2Handlers,
  ...staffHandlers,
  ...calendarHandlers,
  ...oaiHandlers,
  ...personalDataHandlers,
  ...userSwitchHandlers,
  ...redirectsHandlers,
  ...privacyHandlers,
  ...debtsHandlers,
  ...noDuesHandlers,
  ...libraryRequestsHandlers,
  ...cataloguingHandlers,
  ...searchExtrasHandlers,
  ...librarySettingsHandlers,
  ...interestHandlers,
  ...academicHandlers,
  ...databasesHandlers,
  ...providersHandlers,
};

const answered: ReadonlySet<string> = new Set(Object.keys(handlers));
