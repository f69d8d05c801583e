import { defineHandlers } from '../../../http/handlers';
import { userAppLayers } from './service';

/** `answered`: the operations that have a handler (asked per request: the table is complete by then). */
export const personalAreaHandlers = (answered: () => ReadonlySet<string>) => defineHandlers({
  getUserAppLayers: ({ ctx, caller }) => userAppLayers(ctx, caller, answered()),
});
