import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { defineHandlers } from '../../../http/handlers';
import { publicBase } from '../../../http/public-url';
import { answer, type Site } from './service';

/** Where harvesters reach us, and the repository id of our identifiers (OAI_REPOSITORY_ID, else the host name). */
function siteOf(ctx: AppContext, req: FastifyRequest): Site {
  const base = publicBase(ctx.config, req);
  return { baseUrl: `${base}/oai`, repositoryId: ctx.config.oai.repositoryId ?? new URL(base).hostname };
}

async function send(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, raw: unknown) {
  const xml = await answer(ctx, siteOf(ctx, req), raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {});
  reply.type('text/xml; charset=utf-8').send(xml);
}

export const oaiHandlers = defineHandlers({
  // The raw arguments, not the typed ones: the protocol judges unknown and repeated arguments itself.
  getOai: ({ ctx, req, reply }) => send(ctx, req, reply, req.query),
  postOai: ({ ctx, req, reply }) => send(ctx, req, reply, req.body),
});
