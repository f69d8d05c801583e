import { defineHandlers } from '../../http/handlers';
import { grantToken } from './service';

export const authHandlers = defineHandlers({
  createToken: ({ ctx, body, req }) => grantToken(ctx, body, req.ip),
});
