import { defineHandlers } from '../../http/handlers';
import { grantToken } from './service';

export const authHandlers = defineHandlers({
  createToken: ({ ctx, body }) => grantToken(ctx, body),
});
