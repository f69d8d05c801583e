/**
 * The contract's validators, compiled once per process. Every app (the server builds one;
 * the server tests build one per suite) registers the same contract, and compiling its
 * schemas with Ajv is most of an app's start-up: so a schema already compiled, by content,
 * is reused — for request validation (Fastify's Ajv) and for response checks alike.
 * Compiled validators hold no state between calls, so apps can share them.
 */
import Ajv, { type AnySchema, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

const compiled = new Map<string, ValidateFunction>();

/** What makes two Ajv instances compile a schema differently. */
function optionsKey(ajv: Ajv): string {
  const { coerceTypes, useDefaults, removeAdditional, allErrors, strict } = ajv.opts;
  return JSON.stringify({ coerceTypes, useDefaults, removeAdditional, allErrors, strict });
}

/**
 * Makes `ajv.compile` answer from the process-wide cache (Fastify's `ajv.onCreate`). Schemas
 * with an `$id` are left to Ajv, which keeps those by id itself.
 */
export function shareCompiledValidators(ajv: Ajv): void {
  const compile = ajv.compile.bind(ajv);
  const options = optionsKey(ajv);
  ajv.compile = ((schema: AnySchema, meta?: boolean) => {
    if (meta || typeof schema !== 'object' || '$id' in schema) return compile(schema, meta);
    const key = options + JSON.stringify(schema);
    let check = compiled.get(key);
    if (!check) {
      check = compile(schema);
      compiled.set(key, check);
    }
    return check;
  }) as Ajv['compile'];
}

// The response checks' own Ajv: reports the first error, coerces nothing.
const responseAjv = new Ajv({ strict: false, allErrors: false });
addFormats(responseAjv);
shareCompiledValidators(responseAjv);

/** The check of one response schema, compiled once per process. */
export const responseCheck = (schema: AnySchema): ValidateFunction => responseAjv.compile(schema);

export const responseErrorsText = (check: ValidateFunction): string => responseAjv.errorsText(check.errors);
