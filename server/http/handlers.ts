/**
 * Typed handlers keyed by the contract's operationId: parameters, bodies and answers come
 * from the generated contract types, so a handler cannot drift from the contract silently.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components, operationCallers, operations } from '../../openapi/schema.gen';
import type { AppContext } from '../context';
import type { CallerFor } from './caller-types';

type Op = operations;
type Get<T, K extends PropertyKey> = T extends { [P in K]?: infer V } ? V : never;
type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : T extends { content: { 'application/x-www-form-urlencoded': infer B } } ? B : never;
type SuccessOf<R> = { [S in keyof R]: S extends 200 | 201 ? JsonOf<R[S]> : never }[keyof R];

export type OperationId = keyof Op;
/** A named schema of the contract (components.schemas), for answers built in pieces. */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];
export type PathParams<K extends OperationId> = NonNullable<Get<Get<Op[K], 'parameters'>, 'path'>>;
export type QueryParams<K extends OperationId> = NonNullable<Get<Get<Op[K], 'parameters'>, 'query'>>;
export type RequestBody<K extends OperationId> = JsonOf<NonNullable<Get<Op[K], 'requestBody'>>>;
export type ResponseBody<K extends OperationId> = SuccessOf<Get<Op[K], 'responses'>>;

export interface HandlerInput<K extends OperationId> {
  params: PathParams<K>;
  query: QueryParams<K>;
  body: RequestBody<K>;
  /**
   * The caller the router let through, by the operation's `x-caller`: null for `none`, a
   * patron for `private`, a staff member (with their roles) for `staff*`, either token for
   * `public`/`either`. Handlers never check it again.
   */
  caller: CallerFor<operationCallers[K]>;
  /** The `lang` header: 1 Portuguese, 3 Spanish, 5 English. */
  lang: '1' | '3' | '5';
  ctx: AppContext;
  req: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<K extends OperationId> = (input: HandlerInput<K>) => Promise<ResponseBody<K> | void>;
export type Handlers = { [K in OperationId]?: Handler<K> };

/** Identity helper that type-checks a module's handlers against the contract. */
export const defineHandlers = <H extends Handlers>(handlers: H): H => handlers;
