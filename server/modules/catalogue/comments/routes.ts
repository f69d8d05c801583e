import { defineHandlers } from '../../../http/handlers';
import * as service from './service';
import * as patron from './patron-comments';

export const commentsHandlers = defineHandlers({
  listTitleComments: ({ ctx, params }) => service.approvedComments(ctx, params.id),
  sendGeneralComment: async ({ ctx, caller, body, reply }) => {
    await patron.sendGeneralComment(ctx, caller.codPessoa, body);
    reply.code(201);
    return { message: 'success.comment-sent' };
  },
  createTitleComment: async ({ ctx, caller, params, body, reply }) => {
    const { codPessoa } = caller;
    const comment = await patron.createTitleComment(ctx, codPessoa, params.id, body, await patron.signature(ctx, codPessoa));
    reply.code(201);
    return comment;
  },
  listMyTitleComments: async ({ ctx, caller, params }) => {
    const { codPessoa } = caller;
    return patron.myTitleComments(ctx, codPessoa, params.id, await patron.signature(ctx, codPessoa));
  },
  listCommentedTitles: ({ ctx, caller }) => patron.commentedTitles(ctx, caller.codPessoa),
  deleteMyComment: ({ ctx, caller, params }) => patron.deleteMyComment(ctx, caller.codPessoa, params.id),
});
