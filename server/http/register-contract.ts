/**
 * Registers every contract operation on the Fastify app: the caller kind from `x-caller`
 * (checked first, so a caller without the right token learns nothing of the input's shape),
 * then control characters, lone surrogates and the contract's schemas, then the handler by operationId or a
 * 501 until the issue that implements it lands.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { staffCaller } from './caller';
import { isStaffKind, rolesOf, type Caller } from './caller-types';
import { contractOperations, fastifyPath, type ContractOperation } from './contract';
import { HttpError, forbidden, serverFault, unauthorized } from './errors';
import type { Handlers } from './handlers';
import { refuseMalformedText } from './plain-text';
import { limitPublicRequest } from './public-limits';
import { isReadOnlyRefusal, readRouting } from './read-routing';
import { responseCheck, responseErrorsText } from './validators';

/** A visitor's token on an operation that needs a signed-in person. */
export const LOGIN_REQUIRED = 'error.login-required';

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated caller of a contract operation; null for 'none' operations. */
    caller: Caller | null;
  }
}

async function authenticate(ctx: AppContext, req: FastifyRequest): Promise<Caller | null> {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return ctx.tokens.verifyAccess(header.slice(7).trim());
}

function responseValidator(op: ContractOperation) {
  const checks = Object.entries(op.responses)
    .filter(([, schema]) => schema)
    .map(([status, schema]) => [Number(status), responseCheck(schema!)] as const);
  return (status: number, payload: unknown) => {
    const check = checks.find(([s]) => s === status)?.[1];
    if (check && !check(payload)) {
      return `${op.operationId} answered ${status} off-contract: ${responseErrorsText(check)}`;
    }
    return null;
  };
}

/**
 * Whether `reply.send` has been called, known at once. Until the onSend hooks have run (and
 * @fastify/compress pipes the answer through zlib on its own time) Fastify cannot say: a
 * handler that sent its answer without returning the reply looked like one that answered
 * nothing, and got a 204 with no body the moment the client asked for gzip, br or deflate.
 */
function watchSend(reply: FastifyReply): () => boolean {
  let called = false;
  const send = reply.send;
  reply.send = function trackedSend(this: FastifyReply, payload?: unknown) {
    called = true;
    return send.call(this, payload);
  };
  return () => called;
}

export function registerContract(
  app: FastifyInstance,
  ctx: AppContext,
  doc: Record<string, any>,
  handlers: Handlers,
  routeOptions: (op: ContractOperation) => Record<string, unknown> = () => ({}),
) {
  app.decorateRequest('caller', null);
  // With a read replica (DATABASE_READ_URL): reads there, writes and staff on the primary (read-routing.ts).
  const routing = ctx.database.replica ? readRouting(ctx, ctx.database.replica) : null;
  for (const op of contractOperations(doc)) {
    const headersRead = Object.keys(op.schema.headers?.properties ?? {});
    // Answers that carry tokens or a patron's data are never kept by a browser or a proxy.
    const alwaysNoStore = op.caller === 'private' || isStaffKind(op.caller) || op.tags.includes('auth');
    const handler = handlers[op.operationId as keyof Handlers] as ((input: any) => Promise<unknown>) | undefined;
    const validate = ctx.config.validateResponses ? responseValidator(op) : null;
    const readsReplica = routing !== null && op.method === 'GET' && !isStaffKind(op.caller);
    const writes = routing !== null && op.method !== 'GET';
    app.route({
      method: op.method as 'GET',
      url: fastifyPath(op.path, op.base),
      schema: op.schema,
      ...routeOptions(op),
      // Before the body is even parsed: a wrong caller gets 401/403, never a 400 about fields;
      // a staff operation also asks the database whether the person is staff with the role.
      onRequest: async (req) => {
        if (op.caller === 'none') return;
        const caller = await authenticate(ctx, req);
        if (!caller) throw unauthorized();
        if (op.caller === 'public' || op.caller === 'either') {
          req.caller = caller;
          // A visitor's requests spend their token's and their address's budgets (public-limits.ts).
          if (caller.kind === 'public') await limitPublicRequest(ctx, req, caller);
          return;
        }
        if (caller.kind !== 'user') throw forbidden(LOGIN_REQUIRED);
        req.caller = isStaffKind(op.caller) ? await staffCaller(ctx, caller, rolesOf(op.caller)) : caller;
      },
      preValidation: async (req) => {
        refuseMalformedText({
          params: req.params, query: req.query, body: req.body,
          headers: Object.fromEntries(headersRead.map((name) => [name, req.headers[name]])),
        });
      },
      onSend: async (req, reply) => {
        if (alwaysNoStore || req.caller?.kind === 'user') reply.header('cache-control', 'no-store');
        if (writes && reply.statusCode < 400) await routing!.markWrite(req, reply);
      },
      handler: async (req, reply) => {
        const caller = req.caller;
        if (!handler) throw new HttpError(501, 'error.not-implemented');
        const answered = watchSend(reply);
        const run = (on: AppContext) => handler({
          params: req.params ?? {}, query: req.query ?? {}, body: req.body, caller,
          lang: ((req.headers.lang as string) ?? '1') as '1' | '3' | '5', ctx: on, req, reply,
        });
        const on = readsReplica ? await routing!.contextFor(req) : ctx;
        let result: unknown;
        try {
          result = await run(on);
        } catch (error) {
          // A GET that writes (a statistic, a state row) cannot on the replica: once more on the primary.
          if (on === ctx || !isReadOnlyRefusal(error) || answered() || reply.sent) throw error;
          req.log.warn(`${op.operationId} wrote during a GET: answered from the primary`);
          result = await run(ctx);
        }
        // A handler that sent its own answer (XML, a file): returning the reply makes Fastify
        // wait for it, as long as compression streams it. reply.sent alone is not the test:
        // it says the answer is written, which a compressed one is not yet.
        if (answered() || reply.sent) return reply;
        const status = reply.statusCode;
        if (result === undefined) return reply.code(status === 200 ? 204 : status).send();
        const problem = validate?.(status, result);
        if (problem) {
          req.log.error(problem);
          throw serverFault(problem);
        }
        return result;
      },
    });
  }
}
