/**
 * The staff queues' counts (issue 23): the workspace menu shows how many items wait in each
 * queue. A module owning a queue registers it here from its own code (see
 * circulation/desk/queues.ts), with the roles that open it and a count query; GET
 * /balcao/filas (the workspace) answers one call with every count the caller's roles open,
 * keyed by the queue's id. A module of its own, below the workspace: the modules that
 * register a queue (desk, privacy, library requests, suggestions) are ones the workspace
 * itself reads, so the registry inside the workspace made those pairs two-way.
 */
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/query';
import type { QueryParams } from '../../../http/handlers';
import type { StaffRole } from '../../../http/caller-types';
import { claimItem, openQueue, queuePage, type QueueList } from './list';

export type { QueueList } from './list';

export interface StaffQueue {
  /** The key of its count in the answer (and in the PWA's workspace-sections.ts). */
  id: string;
  /** Who sees it: a staff member holding one of these roles (admin holds every role). */
  roles: readonly StaffRole[];
  count(ex: Executor): Promise<number>;
  /** Its items for GET /balcao/filas/{fila}: the shared filters, search, sort, page and claims (./list.ts). */
  list?: QueueList;
}

const registry = new Map<string, StaffQueue>();

/** Adds a queue (a second registration of the same id replaces the first). */
export function registerStaffQueue(queue: StaffQueue): void {
  registry.set(queue.id, queue);
}

export const staffQueueIds = () => [...registry.keys()];

export async function queueCounts(ctx: AppContext, roles: readonly StaffRole[]): Promise<Record<string, number>> {
  const open = [...registry.values()].filter((q) => roles.includes('admin') || q.roles.some((r) => roles.includes(r)));
  const counts = await Promise.all(open.map((q) => q.count(ctx.database.db)));
  return Object.fromEntries(open.map((q, i) => [q.id, counts[i]]));
}

/** One queue's page (GET /balcao/filas/{fila}): its own role opens it. */
export const listQueue = (ctx: AppContext, id: string, roles: readonly StaffRole[], me: number, filters: QueryParams<'listStaffQueue'>) =>
  queuePage(ctx, openQueue(registry, id, roles), filters, me);

/** Takes or lets go an item of a queue (PUT /balcao/filas/{fila}/{id}/atribuicao). */
export const claimQueueItem = (ctx: AppContext, id: string, item: number, take: boolean, roles: readonly StaffRole[], me: number) =>
  claimItem(ctx, openQueue(registry, id, roles), item, take, me, roles.includes('admin'));
