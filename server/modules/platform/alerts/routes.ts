import { defineHandlers } from '../../../http/handlers';
import { checkDates } from '../../../core/date-range';
import { languageOfHeader } from './messages';
import * as service from './service';

export const alertsHandlers = defineHandlers({
  listAlerts: ({ ctx, caller, query, lang }) => {
    // Spec §5: both dates are needed to filter alerts, and the start is not after the end.
    checkDates(query.dataIni, query.dataFim, true);
    return service.listAlerts(ctx, caller.codPessoa, languageOfHeader(lang), query.dataIni, query.dataFim);
  },
  markAlert: ({ ctx, caller, params, body, lang }) =>
    service.markAlert(ctx, caller.codPessoa, params.id, body?.lido ?? true, languageOfHeader(lang)),
  deleteAlert: ({ ctx, caller, params }) => service.deleteAlert(ctx, caller.codPessoa, params.id),
});
