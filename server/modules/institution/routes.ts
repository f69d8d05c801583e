import { defineHandlers } from '../../http/handlers';
import * as service from './service';

export const institutionHandlers = defineHandlers({
  getInstitution: ({ ctx }) => service.institution(ctx),
  getFunctionalities: ({ ctx }) => service.functionalities(ctx),
  getOpeningHours: ({ ctx }) => service.openingHours(ctx),
  getOpeningHoursByCampus: ({ ctx, params }) => service.openingHours(ctx, params.campus),
  getSelfService: ({ ctx }) => service.selfService(ctx),
  getAppLayers: ({ ctx }) => service.appLayers(ctx),
  listCampuses: ({ ctx }) => service.campuses(ctx),
  listLibraries: ({ ctx, query }) => service.libraries(ctx, query.campus),
});
