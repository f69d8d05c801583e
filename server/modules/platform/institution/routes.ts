import { defineHandlers } from '../../../http/handlers';
import * as service from './service';
import * as pages from './pages';

export const institutionHandlers = defineHandlers({
  getInstitution: ({ ctx, lang }) => service.institution(ctx, lang),
  getFunctionalities: ({ ctx }) => service.functionalities(ctx),
  getOpeningHours: ({ ctx }) => service.openingHours(ctx),
  getOpeningHoursByCampus: ({ ctx, params }) => service.openingHours(ctx, params.campus),
  getSelfService: ({ ctx }) => service.selfService(ctx),
  getAppLayers: ({ ctx }) => service.appLayers(ctx),
  listCampuses: ({ ctx }) => service.campuses(ctx),
  getHomeSection1: ({ ctx, lang }) => pages.homeSection(ctx, 1, lang),
  getHomeSection2: ({ ctx, lang }) => pages.homeSection(ctx, 2, lang),
  getFaq: ({ ctx, lang }) => pages.faq(ctx, lang),
  getGeneralInformation: ({ ctx, lang }) => pages.generalInformation(ctx, lang),
  getActivity: ({ ctx, params }) => pages.activity(ctx, params.id),
  getActivityNotice: ({ ctx, params, lang }) => pages.activityNotice(ctx, params.id, lang),
  listInstitutionalEvents: ({ ctx }) => pages.institutionalEvents(ctx),
  listLibraries: ({ ctx, query }) => service.libraries(ctx, query.campus),
});
