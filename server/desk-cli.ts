/**
 * The circulation desk on the command line: `npm run desk -- <verb> [args]`. Each verb is a
 * plain call of the desk's services (the same ones the /api/balcao operations call), so
 * the verbs can run in any process holding an AppContext; this file only opens one the way
 * the server does (DATABASE_URL, else the PGlite folder in DATA_DIR) and prints the answer.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { callAdmin, type AdminOp } from './admin/admin-socket';
import { configFromEnv } from './config';
import type { AppContext } from './context';
import { isPostgresUrl, openDatabase } from './db/connect';
import { currentHolder } from './db/data-dir-lock';
import { HttpError } from './http/errors';
import { createMailer } from './mail/mailer';
import * as circulation from './modules/circulation';
import { createTokenService, deskDeletionRequests, handleDeletion } from './modules/patrons';
import { loadVapidKeys, vapidSubject } from './modules/platform';
import { runDueJobs, type JobName } from './jobs';
import { TERMINAL_USAGE, TerminalUsageError, terminalVerb } from './modules/integration';

type Verb = { usage: string; run: (ctx: AppContext, args: string[]) => Promise<unknown> };

const need = (value: string | undefined, usage: string): string => {
  if (!value) throw new UsageError(usage);
  return value;
};
class UsageError extends Error {}

const METHODS = ['dinheiro', 'cartao', 'pix', 'outro'] as const;

/** `pay`'s options: the method (default dinheiro) and the desk's name (default "linha de comando"). */
export function paymentOptions(args: string[], usage: string): { rest: string[]; metodo: (typeof METHODS)[number]; balcao: string } {
  const rest: string[] = [];
  let metodo: (typeof METHODS)[number] = 'dinheiro';
  let balcao = 'linha de comando';
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--metodo') {
      const value = args[++i];
      if (!METHODS.includes(value as (typeof METHODS)[number])) throw new UsageError(usage);
      metodo = value as (typeof METHODS)[number];
    } else if (args[i] === '--balcao') {
      const value = args[++i]?.trim();
      if (!value || value.length > 60) throw new UsageError(usage);
      balcao = value;
    } else {
      if (args[i] !== undefined && !/^\d{1,9}$/.test(args[i]) && rest.length > 0) throw new UsageError(usage);
      rest.push(args[i]);
    }
  }
  return { rest, metodo, balcao };
}

export const VERBS: Record<string, Verb> = {
  checkout: { usage: 'checkout <login> <barcode>', run: (ctx, [login, barcode]) => circulation.checkOut(ctx, need(login, VERBS.checkout.usage), need(barcode, VERBS.checkout.usage)) },
  return: { usage: 'return <barcode>', run: (ctx, [barcode]) => circulation.checkIn(ctx, need(barcode, VERBS.return.usage)) },
  patron: { usage: 'patron <login>', run: (ctx, [login]) => circulation.patronAtDesk(ctx, need(login, VERBS.patron.usage)) },
  requests: { usage: 'requests [abertas|todos|aguardando|em_transito|disponivel|finalizada|nao_finalizada|cancelada]', run: (ctx, [status]) => circulation.deskLoanRequests(ctx, status ?? 'abertas') },
  advance: {
    usage: 'advance <request> [em_transito|disponivel|finalizada|nao_finalizada|cancelada]',
    run: (ctx, [id, state]) => circulation.advanceLoanRequest(ctx, Number(need(id, VERBS.advance.usage)), state as Parameters<typeof circulation.advanceLoanRequest>[2]),
  },
  comments: { usage: 'comments', run: (ctx) => circulation.pendingComments(ctx) },
  approve: { usage: 'approve <comment>', run: (ctx, [id]) => circulation.moderateComment(ctx, Number(need(id, VERBS.approve.usage)), 'aprovado').then(() => 'aprovado') },
  reject: { usage: 'reject <comment>', run: (ctx, [id]) => circulation.moderateComment(ctx, Number(need(id, VERBS.reject.usage)), 'rejeitado').then(() => 'rejeitado') },
  // Through the cashier like the desk: a receipt in the day's closing under the desk "linha de comando".
  pay: {
    usage: 'pay <login> [fine …] [--metodo dinheiro|cartao|pix|outro] [--balcao <name>]',
    run: async (ctx, args) => {
      const { rest, metodo, balcao } = paymentOptions(args, VERBS.pay.usage);
      return circulation.recordPayment(ctx, need(rest[0], VERBS.pay.usage), rest.slice(1).map(Number), null, { metodo, balcao });
    },
  },
  jobs: { usage: 'jobs [reservas-expiradas|lembrete-vencimento|alertas-pendentes|auditoria-retencao]', run: (ctx, [job]) => runDueJobs(ctx, undefined, job as JobName | undefined) },
  deletions: { usage: 'deletions [abertas|todas]', run: (ctx, [status]) => deskDeletionRequests(ctx, status === 'todas' ? 'todas' : 'abertas') },
  'deletion-handled': {
    usage: 'deletion-handled <request> <what was done>',
    run: (ctx, [id, ...answer]) => handleDeletion(ctx, Number(need(id, VERBS['deletion-handled'].usage)), need(answer.join(' '), VERBS['deletion-handled'].usage), null),
  },
  // SIP2 self-check terminals (issue 26 item 3), also `npm run sip2 -- terminal …`.
  terminal: { usage: TERMINAL_USAGE, run: (ctx, args) => terminalVerb(ctx, args) },
  staff: {
    usage: 'staff <login> [on|off] [roles: circulation,cataloguing,patrons,admin,reports; default admin]',
    run: (ctx, [login, on, roles]) => circulation.setStaff(ctx, need(login, VERBS.staff.usage), on !== 'off', roles ? roles.split(',').map((r) => r.trim()).filter(Boolean) : undefined),
  },
};

/** The verbs inside a running server (its admin socket's `desk` command): args { verb, args }. */
export function deskAdminOp(ctx: AppContext): AdminOp {
  return async (input) => {
    const { verb, args } = (input ?? {}) as { verb?: string; args?: unknown };
    const found = verb ? VERBS[verb] : undefined;
    if (!found || !Array.isArray(args) || !args.every((a) => typeof a === 'string')) throw new Error('desk needs { verb, args: [strings] }');
    try {
      return await found.run(ctx, args);
    } catch (error) {
      throw new Error(error instanceof HttpError ? `${error.statusCode} ${error.message}` : error instanceof Error ? error.message : String(error));
    }
  };
}

/** The server holding the embedded database, when one runs: the verb is handed to it. */
function runningServerSocket(): string | null {
  const { database } = configFromEnv();
  if (isPostgresUrl(database)) return null;
  const holder = currentHolder(database);
  return holder?.role === 'server' && holder.socket ? holder.socket : null;
}

/** An AppContext like the server's, for a process of its own. */
export async function openContext(): Promise<AppContext> {
  const config = configFromEnv();
  const database = await openDatabase(config.database, { poolSize: config.databasePoolSize });
  const tokens = await createTokenService(database, {
    jwtSecret: config.jwtSecret, accessTtl: config.accessTokenTtlSeconds, refreshTtl: config.refreshTokenTtlSeconds,
  });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outbox: path.join(config.dataDir, 'outbox'), log: (m) => console.error(m) });
  const push = { keys: await loadVapidKeys(database), subject: vapidSubject(config.vapidSubject, config.mailFrom), ttlSeconds: 24 * 60 * 60 };
  return { database, config, tokens, mailer, push };
}

export async function main(argv = process.argv.slice(2)): Promise<number> {
  const [name, ...args] = argv;
  const verb = name ? VERBS[name] : undefined;
  if (!verb) {
    console.error(`usage: npm run desk -- <verb>\n${Object.values(VERBS).map((v) => `  ${v.usage}`).join('\n')}`);
    return 2;
  }
  let ctx: AppContext | undefined;
  try {
    const socket = runningServerSocket();
    let answer: unknown;
    if (socket) {
      answer = await callAdmin(socket, 'desk', { verb: name, args });
    } else {
      ctx = await openContext();
      answer = await verb.run(ctx, args);
    }
    console.log(typeof answer === 'string' ? answer : JSON.stringify(answer, null, 2));
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof TerminalUsageError) console.error(`usage: npm run desk -- ${error.message}`);
    else if (error instanceof HttpError) console.error(`${error.statusCode} ${error.message}`);
    else console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await ctx?.database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
