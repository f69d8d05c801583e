import { defineHandlers } from '../../../http/handlers';
import { providerCover } from '../covers';
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
  getTitleCover: async ({ ctx, params, req, reply }) => {
    // A cover a cataloguer uploaded wins over the provider's.
    const uploaded = await record.coverOf(ctx, params.id);
    // The address carries the version (?v=), so an answer never changes: cache it for good.
    if (uploaded) return reply.type(uploaded.tipo).header('cache-control', 'public, max-age=31536000, immutable').send(uploaded.dados);
    // The provider's, from our disk cache (server/modules/catalogue/covers): same address for a day, then revalidated by ETag.
    const cover = await providerCover(ctx, params.id);
    reply.header('cache-control', 'public, max-age=86400').header('etag', cover.etag);
    if (req.headers['if-none-match'] === cover.etag) return reply.code(304).send();
    return reply.type(cover.type).send(cover.bytes);
  },
  getTitleTotals: ({ ctx, params, query }) => totals.titleTotals(ctx, params.id, query),
  getTitleColor: ({ ctx, params }) => totals.titleColor(ctx, params.id),
});
