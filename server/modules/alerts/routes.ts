import { requireUser } from '../../http/caller';
import { defineHandlers } from '../../http/handlers';
import { checkDates } from '../circulation';
import * as service from './service';

export const alertsHandlers = defineHandlers({
  listAlerts: ({ ctx, caller, query }) => {
    // Spec §5: both dates are needed to filter alerts, and the start is not after the end.
    checkDates(query.dataIni, query.dataFim, true);
    return service.listAlerts(ctx, requireUser(caller).codPessoa, query.dataIni, query.dataFim);
  },
  markAlert: ({ ctx, caller, params, body }) => service.markAlert(ctx, requireUser(caller).codPessoa, params.id, body?.lido ?? true),
  deleteAlert: ({ ctx, caller, params }) => service.deleteAlert(ctx, requireUser(caller).codPessoa, params.id),
});
