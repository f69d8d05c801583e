/**
 * The running server's local admin socket: how `npm run import`, `npm run backup` (and
 * the desk's command line) reach a server that holds the embedded database, instead of
 * opening its files a second time. A Unix socket beside the data folder, readable by its
 * owner only (the file system is the authentication: whoever may read ./data may run
 * these). The protocol is one JSON line per message: the client sends
 * `{"op": name, "args": …}`, the server answers with events `{"event": …}` and ends with
 * `{"event":"result","value":…}` or `{"event":"error","message":…}`. Commands run one at a
 * time; closing the connection cancels the running one at its next step.
 */
import { sha256Hex } from '../core/hash';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type AdminEvent = { event: string } & Record<string, unknown>;
export type AdminOp = (args: unknown, emit: (event: AdminEvent) => void, signal: AbortSignal) => Promise<unknown>;

/** Where the admin socket of a data folder lives (a Unix socket path is at most ~104 bytes). */
export function adminSocketPath(folder: string): string {
  const full = path.resolve(folder);
  const hash = sha256Hex(full).slice(0, 16);
  if (process.platform === 'win32') return `\\\\.\\pipe\\catalogo-${hash}`;
  const beside = `${full}.sock`;
  return Buffer.byteLength(beside) <= 100 ? beside : path.join(os.tmpdir(), `catalogo-${hash}.sock`);
}

export interface AdminServer { path: string; close(): Promise<void> }

/** Listens on the folder's admin socket. Call it only while holding the folder's lock. */
export async function startAdminSocket(
  folder: string, ops: Record<string, AdminOp>, log: (message: string) => void,
): Promise<AdminServer> {
  const socketPath = adminSocketPath(folder);
  // We hold the data folder's lock, so a socket file left here belongs to a dead server.
  if (process.platform !== 'win32') fs.rmSync(socketPath, { force: true });
  let queue: Promise<unknown> = Promise.resolve();
  const connections = new Set<net.Socket>();

  const server = net.createServer((connection) => {
    connections.add(connection);
    const controller = new AbortController();
    connection.on('close', () => { connections.delete(connection); controller.abort(); });
    connection.on('error', () => controller.abort());
    const send = (message: AdminEvent) => {
      if (!connection.destroyed) connection.write(`${JSON.stringify(message)}\n`);
    };
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const end = buffer.indexOf('\n');
      if (end < 0) {
        if (buffer.length > 1_000_000) connection.destroy();
        return;
      }
      connection.off('data', onData);
      let request: { op?: unknown; args?: unknown };
      try {
        request = JSON.parse(buffer.slice(0, end));
      } catch {
        send({ event: 'error', message: 'the request is not JSON' });
        connection.end();
        return;
      }
      const op = typeof request.op === 'string' && Object.hasOwn(ops, request.op) ? ops[request.op] : null;
      if (!op) {
        send({ event: 'error', message: `unknown command ${JSON.stringify(request.op)}; known: ${Object.keys(ops).join(', ')}` });
        connection.end();
        return;
      }
      const run = async () => {
        if (controller.signal.aborted) return;
        log(`admin socket: ${request.op} started`);
        try {
          const value = await op(request.args, send, controller.signal);
          send({ event: 'result', value: value ?? null });
          log(`admin socket: ${request.op} done`);
        } catch (error) {
          send({ event: 'error', message: (error as Error).message });
          log(`admin socket: ${request.op} failed: ${(error as Error).message}`);
        }
        connection.end();
      };
      if (request.op !== 'ping') send({ event: 'queued' });
      queue = request.op === 'ping' ? queue : queue.then(run);
      if (request.op === 'ping') void run();
    };
    connection.on('data', onData);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => { server.off('error', reject); resolve(); });
  });
  if (process.platform !== 'win32') fs.chmodSync(socketPath, 0o600);
  return {
    path: socketPath,
    /** Stops listening, cancels the running command and waits for it to stop at its next step. */
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      if (process.platform !== 'win32') fs.rmSync(socketPath, { force: true });
      for (const connection of connections) connection.destroy();
      await queue.catch(() => {});
      await closed;
    },
  };
}

/**
 * Sends one command to a running server and passes each event on; resolves with the
 * command's result, rejects with its error (or when the server goes away).
 */
export function callAdmin(socketPath: string, op: string, args: unknown, onEvent: (event: AdminEvent) => void = () => {}): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const connection = net.createConnection(socketPath);
    let buffer = '';
    let settled = false;
    const finish = (fn: () => void) => { if (!settled) { settled = true; fn(); } };
    connection.on('connect', () => connection.write(`${JSON.stringify({ op, args })}\n`));
    connection.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\n')) >= 0) {
        const message = JSON.parse(buffer.slice(0, end)) as AdminEvent;
        buffer = buffer.slice(end + 1);
        if (message.event === 'result') finish(() => resolve(message.value));
        else if (message.event === 'error') finish(() => reject(new Error(String(message.message))));
        else onEvent(message);
      }
    });
    connection.on('error', (error) => finish(() => reject(error)));
    connection.on('close', () => finish(() => reject(new Error('the server closed the connection before answering'))));
  });
}
