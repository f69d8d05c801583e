// The recipe's last promise (docs/architecture.md, "A new patron module in 8 steps"): an
// entry added beyond spec §1 after an institution's layers were stored shows on there when
// it is on by default, with no migration; the institution's own choice still wins.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL_AREA, PERSONAL_AREA_IDS, type PersonalAreaEntrySpec } from '../../openapi/personal-area';
import { queryRows } from '../../server/db/connect';
import { handlers } from '../../server/modules';
import { appLayers } from '../../server/modules/platform/institution';
import { userAppLayers } from '../../server/modules/patrons/personal-area/service';
import { backendName } from '../support/test-db';
import { testApp } from '../support/server-app';

const madeUp: PersonalAreaEntrySpec = {
  id: 'novo_modulo', operations: ['listHolds'], route: '/meupergamum/novo-modulo', implemented: true, beyondSpec: true, onByDefault: true,
};
const registry = [...PERSONAL_AREA, madeUp];
const patron = { kind: 'user', clientId: '4', codPessoa: 0, login: 'aluno' } as const;
const layerOf = (layers: { id: string; ativo: boolean }[], id: string) => layers.find((layer) => layer.id === id);

describe(`a personal-area entry added after the institution's layers were stored (${backendName})`, () => {
  let app: FastifyInstance;
  const storeLayers = (layers: { id: string; ativo: boolean }[]) => queryRows(app.ctx.database.db, sql`
    UPDATE instituicao SET dados = jsonb_set(dados, '{app_layers}', ${JSON.stringify(layers)}::jsonb) WHERE id = 1`);

  beforeAll(async () => {
    app = await testApp();
    const [{ cod_pessoa }] = await queryRows<{ cod_pessoa: number }>(app.ctx.database.db, sql`SELECT cod_pessoa FROM pessoa WHERE login = 'aluno'`);
    Object.assign(patron, { codPessoa: cod_pessoa });
    // What an institution set up before the entry existed has stored: spec §1's entries only.
    await storeLayers(PERSONAL_AREA_IDS.map((id) => ({ id, ativo: true })));
  });
  afterAll(() => app?.close());

  it('is on without a migration when it is on by default', async () => {
    const stored = await queryRows<{ ids: string[] }>(app.ctx.database.db, sql`
      SELECT array(SELECT l->>'id' FROM jsonb_array_elements(dados->'app_layers') l) AS ids FROM instituicao WHERE id = 1`);
    expect(stored[0].ids).not.toContain(madeUp.id);
    expect(layerOf((await appLayers(app.ctx, registry)).layers, madeUp.id)).toEqual({ id: madeUp.id, ativo: true });
    const answered = new Set(Object.keys(handlers));
    expect(layerOf((await userAppLayers(app.ctx, patron, answered, registry)).layers, madeUp.id)).toEqual({ id: madeUp.id, ativo: true });
  });

  it('stays off by default when it says so, and while the server does not answer its calls', async () => {
    const optIn = [...PERSONAL_AREA, { ...madeUp, onByDefault: false }];
    expect(layerOf((await appLayers(app.ctx, optIn)).layers, madeUp.id)).toBeUndefined();
    const notAnswered = new Set(Object.keys(handlers).filter((op) => op !== 'listHolds'));
    expect(layerOf((await userAppLayers(app.ctx, patron, notAnswered, registry)).layers, madeUp.id)?.ativo).toBe(false);
  });

  it("keeps the institution's own choice once it mentions the entry", async () => {
    await storeLayers([...PERSONAL_AREA_IDS.map((id) => ({ id, ativo: true })), { id: madeUp.id, ativo: false }]);
    expect(layerOf((await appLayers(app.ctx, registry)).layers, madeUp.id)).toEqual({ id: madeUp.id, ativo: false });
  });

  it("leaves spec §1's entries as the institution stored them (none is on by default)", async () => {
    await storeLayers([{ id: 'emprestimo', ativo: true }]);
    // Beside it, the entries beyond the spec that are on by default (the phone self-checkout's).
    const beyond = PERSONAL_AREA.filter((e) => 'beyondSpec' in e && e.beyondSpec && 'onByDefault' in e && e.onByDefault).map((e) => e.id);
    expect((await appLayers(app.ctx, registry)).layers.map((l) => l.id).sort()).toEqual(['emprestimo', ...beyond, madeUp.id].sort());
    expect((await appLayers(app.ctx)).layers.map((l) => l.id).sort()).toEqual(['emprestimo', ...beyond].sort());
  });
});
