/**
 * The SIP2 TCP server (issue 26 item 3): off unless SIP2_PORT is set; started by
 * server/main.ts beside HTTP. Each connection is one terminal's session (session.ts),
 * answered one request at a time in order. Lines end with CR (CRLF and LF are accepted);
 * a line longer than MAX_LINE bytes is refused with 96 and skipped; a connection silent
 * for SIP2_IDLE_SECONDS is closed, and past SIP2_MAX_CONNECTIONS (SIP2_MAX_CONNECTIONS_PER_ADDRESS
 * from one address) new ones are closed at once; a failed terminal login's answer is held
 * back by its delay, and SIP2_LOGIN_FAILURES_PER_CONNECTION of them close the connection.
 * Nothing a client sends can end the process: every error is answered or logged.
 */
import net from 'node:net';
import type { Sip2Settings } from '../config';
import type { AppContext } from '../context';
import { sip2Open, sip2Sessions } from '../counters';
import { resendRequest } from './protocol';
import { answerLine, newSession } from './session';

/** No SIP2 message comes near this; a longer line is garbage or an attack. */
export const MAX_LINE = 8192;
const CR = 0x0d;
const LF = 0x0a;

export interface Sip2Server {
  /** The port it listens on (the one given, or the system's choice for 0). */
  port: number;
  close(): Promise<void>;
}

export async function startSip2Server(ctx: AppContext, settings: Sip2Settings, log: (m: string) => void): Promise<Sip2Server> {
  const sockets = new Set<net.Socket>();
  const perAddress = new Map<string, number>();
  const server = net.createServer((socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const fromThere = perAddress.get(address) ?? 0;
    if (sockets.size >= settings.maxConnections || fromThere >= settings.maxConnectionsPerAddress) {
      sip2Sessions.inc({ outcome: 'refused' });
      socket.destroy();
      return;
    }
    sip2Sessions.inc({ outcome: 'accepted' });
    sip2Open.inc();
    sockets.add(socket);
    perAddress.set(address, fromThere + 1);
    socket.on('close', () => {
      sip2Open.dec();
      sockets.delete(socket);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
    serve(ctx, socket, settings, log);
  });
  server.on('error', (error) => log(`sip2: ${error.message}`));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port ?? 0, settings.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as net.AddressInfo).port;
  log(`SIP2 em ${settings.host}:${port}`);
  return {
    port,
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }),
  };
}

function serve(ctx: AppContext, socket: net.Socket, settings: Sip2Settings, log: (m: string) => void): void {
  const state = newSession(socket.remoteAddress ?? 'unknown', settings);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  /** Skipping the rest of a line that grew past MAX_LINE. */
  let discarding = false;
  const lines: Buffer[] = [];
  let working = false;

  socket.setTimeout(settings.idleSeconds * 1000, () => socket.destroy());
  socket.on('error', () => socket.destroy());

  const write = (text: string) => {
    if (!socket.destroyed) socket.write(`${text}\r`);
  };

  // One request at a time, in order: a terminal waits for each answer anyway.
  const work = async () => {
    if (working) return;
    working = true;
    try {
      while (lines.length && !socket.destroyed) {
        const line = lines.shift()!;
        const answer = await answerLine(ctx, state, line, log).catch((error: unknown) => {
          log(`sip2: ${error instanceof Error ? error.message : String(error)}`);
          return resendRequest(state.terminal?.deteccao_erros ?? true);
        });
        // A failed terminal login: its answer waits out the delay it set, then maybe the connection goes.
        if (state.holdMs > 0) await new Promise((resolve) => setTimeout(resolve, state.holdMs));
        state.holdMs = 0;
        if (answer !== null) write(answer);
        if (state.close) {
          lines.length = 0;
          socket.end();
          return;
        }
      }
    } finally {
      working = false;
    }
  };

  socket.on('data', (chunk: Buffer) => {
    let start = 0;
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (byte !== CR && byte !== LF) continue;
      const piece = chunk.subarray(start, i);
      start = i + 1;
      if (discarding) {
        discarding = false;
        pending = [];
        pendingBytes = 0;
        continue;
      }
      const line = pending.length ? Buffer.concat([...pending, piece]) : Buffer.from(piece);
      pending = [];
      pendingBytes = 0;
      // CRLF leaves an empty line behind its CR: nothing to answer.
      if (line.length > MAX_LINE) write(resendRequest(state.terminal?.deteccao_erros ?? true));
      else if (line.length) lines.push(line);
    }
    const rest = chunk.subarray(start);
    if (!discarding && rest.length) {
      pendingBytes += rest.length;
      if (pendingBytes > MAX_LINE) {
        discarding = true;
        pending = [];
        pendingBytes = 0;
        write(resendRequest(state.terminal?.deteccao_erros ?? true));
      } else {
        pending.push(Buffer.from(rest));
      }
    }
    // A client flooding complete lines faster than they are answered is cut off.
    if (lines.length > 100) {
      socket.destroy();
      return;
    }
    void work();
  });
}
