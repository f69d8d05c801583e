import { defineHandlers } from '../../../http/handlers';
import * as service from './service';

export const statisticsHandlers = defineHandlers({
  listTitleStatisticsYears: ({ ctx, query }) => service.loansPerYear(ctx, query.cod_acervo),
  getTitleStatistics: ({ ctx, params, query }) => service.yearStatistics(ctx, query.cod_acervo, params.year),
});
