import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backendName } from '../support/test-db';
import { bearer, publicToken, testApp, visitorApp } from '../support/server-app';

interface Facet { tipo: string; codigo: string; descricao: string; total: number }

describe(`network catalogue (${backendName})`, () => {
  const api = visitorApp();
  const get = api.get;

  it('lists the institutions the seed harvested, with the OAI-PMH address of the one recorded from the web', async () => {
    const res = await get('/api/rede-pergamum/oai/instituicoes');
    expect(res.statusCode).toBe(200);
    // The three whose MARC files are shipped are harvested from in-process replays (no address);
    // Erasmus University's DSpace from its recorded answers (server/seed/oai/erasmus-dspace).
    expect(res.json()).toEqual([
      { cod_empresa: 104, desc_empresa: 'Erasmus University Rotterdam (DSpace)', url: 'http://dspace.ubib.eur.nl/oai/' },
      { cod_empresa: 101, desc_empresa: 'Library of Congress', url: null },
      { cod_empresa: 102, desc_empresa: 'National Library of New Zealand', url: null },
      { cod_empresa: 103, desc_empresa: 'University of Florida', url: null },
    ]);
  });

  it('searches other institutions with facets Z, T, Y, I and opens a record with its MARC', async () => {
    const res = await get('/api/rede-pergamum/consulta?termo=new%20zealand');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThan(0);
    const letters = new Set(body.filtros.map((f: Facet) => f.tipo));
    for (const l of ['Z', 'T', 'Y', 'I']) expect(letters).toContain(l);
    const nz = body.filtros.find((f: Facet) => f.tipo === 'Z' && f.descricao === 'National Library of New Zealand');
    const filtered = (await get(`/api/rede-pergamum/consulta?termo=new%20zealand&filtro=Z:${nz.codigo}`)).json();
    expect(filtered.total).toBe(nz.total);
    for (const item of filtered.data) expect(item.instituicao.desc_empresa).toBe('National Library of New Zealand');
    const detail = await get(`/api/rede-pergamum/acervo/${filtered.data[0].id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().titulo).toBe(filtered.data[0].titulo);
    expect(detail.json().marc.some((r: { paragrafo: string }) => r.paragrafo === '245')).toBe(true);
    expect((await get('/api/rede-pergamum/acervo/999999')).statusCode).toBe(404);
  });

  it('answers 500 with the REDE_PERGAMUM_INDISPONIVEL marker when the network base fails', async () => {
    const broken = await testApp();
    try {
      const token = bearer(await publicToken(broken));
      await broken.ctx.database.db.execute(sql`DROP TABLE rede_acervo`);
      const res = await broken.inject({ url: '/api/rede-pergamum/consulta?termo=history', headers: token });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toContain('REDE_PERGAMUM_INDISPONIVEL');
      // The local catalogue is unaffected.
      expect((await broken.inject({ url: '/api/consulta?termo=history', headers: token })).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });
});
