import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { backendName } from '../support/test-db';
import { bearer, publicToken, testApp } from '../support/server-app';

/** cod_acervo of a demo record by its LoC control number (001). */
async function titleByControl(app: FastifyInstance, control: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(app.ctx.database.db, sql`SELECT cod_acervo AS id FROM acervo WHERE numero_controle = ${control}`);
  if (!row) throw new Error(`demo record ${control} missing`);
  return row.id;
}

describe(`references and Dublin Core (${backendName})`, () => {
  let app: FastifyInstance;
  let auth: Record<string, string>;
  let depp: number; // LoC 16612560: Johnstone, Nick. Johnny Depp : the illustrated biography. 4th ed. London : Carlton Books, 2010.
  beforeAll(async () => {
    app = await testApp();
    auth = bearer(await publicToken(app));
    depp = await titleByControl(app, '16612560');
  });
  afterAll(() => app.close());
  const get = (url: string) => app.inject({ url, headers: auth });

  it('gives the ABNT reference by default, following NBR 6023', async () => {
    const res = await get(`/api/acervo/${depp}/referencia`);
    expect(res.statusCode).toBe(200);
    const ref = res.json();
    expect(ref.estilo).toBe('abnt');
    expect(ref.nome_estilo).toMatch(/Associação Brasileira de Normas Técnicas/);
    // SURNAME, Given. Title: subtitle. Edition. Place: Publisher, year.
    expect(ref.texto).toBe('JOHNSTONE, Nick. Johnny Depp: the illustrated biography. 4. ed. London: Carlton Books, 2010.');
    // Only the title is bold; the subtitle follows the colon in plain type.
    expect(ref.html).toBe('JOHNSTONE, Nick. <b>Johnny Depp</b>: the illustrated biography. 4. ed. London: Carlton Books, 2010.');
    expect(ref.atribuicao).toBe('Citation styles from the CSL project, https://citationstyles.org/');
  });

  it('gives APA, MLA and Chicago on request', async () => {
    const apa = (await get(`/api/acervo/${depp}/referencia?estilo=apa`)).json();
    expect(apa.texto).toBe('Johnstone, N. (2010). Johnny Depp: the illustrated biography (4th ed.). Carlton Books.');
    expect(apa.html).toContain('<i>Johnny Depp: the illustrated biography</i>');
    const mla = (await get(`/api/acervo/${depp}/referencia?estilo=mla`)).json();
    expect(mla.texto).toBe('Johnstone, Nick. Johnny Depp: The Illustrated Biography. 4th ed., Carlton Books, 2010.');
    const chicago = (await get(`/api/acervo/${depp}/referencia?estilo=chicago`)).json();
    expect(chicago.texto).toBe('Johnstone, Nick. 2010. Johnny Depp: The Illustrated Biography. 4th ed. Carlton Books.');
    expect((await get(`/api/acervo/${depp}/referencia?estilo=vancouver`)).statusCode).toBe(400);
  });

  it('maps MARC to Dublin Core after the LoC crosswalk', async () => {
    const res = await get(`/api/acervo/${depp}/dublin-core`);
    expect(res.statusCode).toBe(200);
    const dc: { elemento: string; valor: string }[] = res.json();
    const values = (e: string) => dc.filter((x) => x.elemento === e).map((x) => x.valor);
    expect(values('dc.title')).toEqual(['Johnny Depp : the illustrated biography']);
    expect(values('dc.creator')).toEqual(['Johnstone, Nick, 1970-']);
    expect(values('dc.publisher')).toEqual(['London : Carlton Books']);
    expect(values('dc.date')).toEqual(['2010']);
    expect(values('dc.type')).toEqual(['Text']);
    expect(values('dc.language')).toEqual(['eng']);
    expect(values('dc.identifier')).toContain('ISBN 9781847326751 (pbk.)');
    expect(values('dc.subject')).toContain('Depp, Johnny');
    expect(values('dc.description')).toContain('Previous ed.: 2006');
  });

  it('gives the same Dublin Core as oai_dc XML', async () => {
    const res = await get(`/api/acervo/${depp}/dublin-core?formato=xml`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toContain('<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/"');
    expect(res.body).toContain('<dc:title>Johnny Depp : the illustrated biography</dc:title>');
    expect(res.body).toContain('<dc:creator>Johnstone, Nick, 1970-</dc:creator>');
  });

  it('answers 404 for an unknown title', async () => {
    expect((await get('/api/acervo/987654321/referencia')).statusCode).toBe(404);
    expect((await get('/api/acervo/987654321/dublin-core')).statusCode).toBe(404);
    expect((await get('/api/acervo/987654321/dublin-core?formato=xml')).statusCode).toBe(404);
  });
});
