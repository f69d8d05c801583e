import { defineHandlers } from '../../http/handlers';
import { userAppLayers } from './app-layers';

export const circulationHandlers = defineHandlers({
  getUserAppLayers: ({ ctx }) => userAppLayers(ctx),
});
