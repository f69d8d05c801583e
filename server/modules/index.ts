/** Every implemented operation, by operationId; the rest of the contract answers 501. */
import type { Handlers } from '../http/handlers';
import { authHandlers } from './patrons/auth/routes';
import { institutionHandlers } from './platform/institution/routes';
import { peopleHandlers } from './patrons/people/routes';
import { searchHandlers } from './catalogue/search/routes';
import { holdingsHandlers } from './catalogue/title/routes';
import { systemHandlers } from './platform/system/routes';
import { referencesHandlers } from './catalogue/references/routes';
import { linksHandlers } from './catalogue/links/routes';
import { commentsHandlers } from './catalogue/comments/routes';
import { suggestionsHandlers } from './catalogue/suggestions/routes';
import { basketHandlers } from './patrons/basket/routes';
import { kardexHandlers } from './catalogue/kardex/routes';
import { statisticsHandlers } from './catalogue/statistics/routes';
import { browseHandlers } from './catalogue/browse/routes';
import { acquisitionsHandlers } from './catalogue/acquisitions/routes';
import { networkHandlers } from './integration/network/routes';
import { harvestHandlers } from './integration/harvest/routes';
import { recoveryHandlers } from './patrons/recovery/routes';
import { captchaHandlers } from './patrons/captcha/routes';
import { ssoHandlers } from './patrons/sso/routes';
import { pushHandlers } from './platform/push/routes';
import { loansHandlers } from './circulation/loans/routes';
import { holdsHandlers } from './circulation/holds/routes';
import { loanRequestsHandlers } from './circulation/loan-requests/routes';
import { alertsHandlers } from './platform/alerts/routes';
import { personalAreaHandlers } from './patrons/personal-area/routes';
import { deskHandlers } from './circulation/desk/routes';
import { sip2Handlers } from './integration/sip2/routes';
import { calendarHandlers } from './circulation/calendar/routes';
import { oaiHandlers } from './integration/oai/routes';
import { personalDataHandlers } from './patrons/personal-data/routes';
import { userSwitchHandlers } from './patrons/user-switch/routes';
import { redirectsHandlers } from './patrons/redirects/routes';
import { privacyHandlers } from './patrons/privacy/routes';
import { debtsHandlers } from './circulation/debts/routes';
import { pixHandlers } from './circulation/debts/pix/routes';
import { pagTesouroHandlers } from './circulation/debts/pagtesouro/routes';
import { noDuesHandlers } from './circulation/no-dues/routes';
import { selfCheckoutHandlers } from './circulation/self-checkout/routes';
import { libraryRequestsHandlers } from './patrons/library-requests/routes';
import { staffHandlers } from './staff/workspace/routes';
import { cataloguingHandlers } from './catalogue/cataloguing/routes';
import { searchExtrasHandlers } from './catalogue/search-extras/routes';
import { librarySettingsHandlers } from './staff/library-settings/routes';
import { interestHandlers } from './patrons/interest/routes';
import { academicHandlers } from './integration/academic/routes';
import { databasesHandlers } from './integration/databases/routes';
import { providersHandlers } from './integration/providers/routes';
import { walletHandlers } from './patrons/wallet/routes';

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
  ...selfCheckoutHandlers,
  ...sip2Handlers,
  ...staffHandlers,
  ...walletHandlers,
  ...calendarHandlers,
  ...oaiHandlers,
  ...personalDataHandlers,
  ...userSwitchHandlers,
  ...redirectsHandlers,
  ...privacyHandlers,
  ...debtsHandlers,
  ...pixHandlers,
  ...pagTesouroHandlers,
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
