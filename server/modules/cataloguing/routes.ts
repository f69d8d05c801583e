import { defineHandlers } from '../../http/handlers';
import * as items from './items';
import * as record from './record';
import * as totals from './totals';

// Who may call each operation is the contract's x-caller (staff:cataloguing, staff, none).
export const cataloguingHandlers = defineHandlers({
  listTitleItems: ({ ctx, params }) => items.titleItems(ctx, params.id),
  createItem: async ({ ctx, caller, params, body, reply }) => {
    const item = await items.createItem(ctx, caller.codPessoa, params.id, body);
    reply.code(201);
    return item;
  },
  updateItem: ({ ctx, caller, params, body }) => items.updateItem(ctx, caller.codPessoa, params.id, body),
  withdrawItem: ({ ctx, caller, params, body }) => items.withdrawItem(ctx, caller.codPessoa, params.id, body.motivo),
  replaceTitleRecord: ({ ctx, caller, params, body }) => record.replaceRecord(ctx, caller.codPessoa, params.id, body.arquivo),
  setTitleCover: ({ ctx, caller, params, body }) => record.setCover(ctx, caller.codPessoa, params.id, body.imagem),
  getTitleCover: async ({ ctx, params, reply }) => {
    const cover = await record.coverOf(ctx, params.id);
    // The address carries the version (?v=), so an answer never changes: cache it for good.
    return reply.type(cover.tipo).header('cache-control', 'public, max-age=31536000, immutable').send(cover.dados);
  },
  getTitleTotals: ({ ctx, params, query }) => totals.titleTotals(ctx, params.id, query),
  getTitleColor: ({ ctx, params }) => totals.titleColor(ctx, params.id),
});
