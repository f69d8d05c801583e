import { defineHandlers } from '../../http/handlers';
import * as service from './service';

// Sending, listing one's own and deleting comments belong to the personal-area issue: 501 until then.
export const commentsHandlers = defineHandlers({
  listTitleComments: ({ ctx, params }) => service.approvedComments(ctx, params.id),
});
