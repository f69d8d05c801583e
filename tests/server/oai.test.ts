// OAI-PMH publishing (issue 26 item 1): every verb's answer validates against the committed
// OAI-PMH, oai_dc and MARC21slim schemas (xmllint); a harvest through resumption tokens
// gives every title once; sets, from/until and deletions as the catalogue holds them; the
// protocol's errors; a client written by others (Perl's HTTP::OAI) harvests us.
import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../../server/db/query';
import { bearer, login, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

const SCHEMA = path.resolve('server/modules/integration/oai/xsd/validate-all.xsd');
const REPO = 'catalogo.test';
const PAGE = 7;

/** xmllint's verdict on a document against the committed schemas, offline. */
function schemaErrors(xml: string): string | null {
  try {
    execFileSync('xmllint', ['--nonet', '--noout', '--schema', SCHEMA, '-'], { input: xml, stdio: ['pipe', 'pipe', 'pipe'] });
    return null;
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error).split('\n').filter((l) => !l.includes('Skipping import')).join('\n');
  }
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['record', 'header', 'setSpec', 'set', 'error', 'dc:title', 'marc:datafield', 'marc:subfield', 'metadataFormat'].includes(name) });
// Parsed XML is read by path in these tests; a typed tree would only restate the schemas.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = Record<string, any>;

describe(`OAI-PMH /oai (${backendName})`, () => {
  let app: FastifyInstance;
  const db = () => app.ctx.database.db;
  const oai = async (query: string): Promise<{ xml: string; doc: Doc }> => {
    const res = await app.inject({ url: `/oai?${query}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml; charset=utf-8/);
    expect(schemaErrors(res.body)).toBeNull();
    return { xml: res.body, doc: parser.parse(res.body)['OAI-PMH'] };
  };
  const errorsOf = (doc: Doc) => (doc.error ?? []).map((e: Doc) => e['@code']);
  const idOf = (identifier: string) => Number(identifier.split(':').pop());

  /** Every header of a list, following the tokens, checking cursor and completeListSize on the way. */
  async function harvest(verb: 'ListIdentifiers' | 'ListRecords', first: string) {
    const items: Doc[] = [];
    let query = `verb=${verb}&${first}`;
    let size: number | undefined;
    for (let pages = 0; pages < 1000; pages++) {
      const { doc } = await oai(query);
      if (errorsOf(doc).length) return { items, errors: errorsOf(doc) as string[], size };
      const list = doc[verb];
      const got: Doc[] = verb === 'ListRecords' ? list.record : list.header;
      const token = list.resumptionToken;
      if (token !== undefined) {
        expect(Number(token['@cursor'])).toBe(items.length);
        size ??= Number(token['@completeListSize']);
        expect(Number(token['@completeListSize'])).toBe(size);
      }
      items.push(...got);
      const text = typeof token === 'object' ? token['#text'] : token;
      if (!text) break;
      query = `verb=${verb}&resumptionToken=${encodeURIComponent(text)}`;
    }
    return { items, errors: [] as string[], size };
  }
  const headerOf = (item: Doc) => (item.header ? item.header[0] : item);

  beforeAll(async () => {
    app = await testApp({ oai: { repositoryId: REPO, adminEmail: 'oai@biblioteca.test', pageSize: PAGE, tokenHours: 24 } });
  });
  afterAll(() => app?.close());

  it('answers Identify with the institution, the base URL, persistent deletions and second granularity', async () => {
    const { doc } = await oai('verb=Identify');
    const name = await one<{ nome: string }>(db(), sql`SELECT nome FROM instituicao`);
    expect(doc.Identify.repositoryName).toBe(name!.nome);
    expect(doc.Identify.baseURL).toMatch(/^http:\/\/[^/]+\/oai$/);
    expect(doc.Identify.adminEmail).toBe('oai@biblioteca.test');
    expect(doc.Identify.deletedRecord).toBe('persistent');
    expect(doc.Identify.granularity).toBe('YYYY-MM-DDThh:mm:ssZ');
    expect(doc.Identify.earliestDatestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('lists both formats, and only the sets that exist', async () => {
    const formats = (await oai('verb=ListMetadataFormats')).doc.ListMetadataFormats.metadataFormat.map((f: Doc) => f.metadataPrefix);
    expect(formats).toEqual(['oai_dc', 'marc21']);
    const sets = (await oai('verb=ListSets')).doc.ListSets.set.map((s: Doc) => s.setSpec[0]);
    const expected = await rows<{ spec: string }>(db(), sql`
      SELECT DISTINCT 'biblioteca:' || cod_biblioteca AS spec FROM exemplar WHERE situacao <> 'baixado'
      UNION SELECT DISTINCT 'tipo:' || cod_tipo_obra FROM acervo`);
    expect([...sets].sort()).toEqual(expected.map((r) => r.spec).sort());
  });

  it('harvests every title exactly once through resumption tokens, in oai_dc and in marc21', async () => {
    const titles = await rows<{ cod_acervo: number; titulo: string }>(db(), sql`SELECT cod_acervo, titulo FROM acervo ORDER BY cod_acervo`);
    expect(titles.length).toBeGreaterThan(PAGE * 2);
    const ids = await harvest('ListIdentifiers', 'metadataPrefix=oai_dc');
    expect(ids.size).toBe(titles.length);
    expect(ids.items.map((h) => idOf(h.identifier)).sort((a, b) => a - b)).toEqual(titles.map((t) => t.cod_acervo));
    expect(ids.items.every((h) => h.identifier.startsWith(`oai:${REPO}:`))).toBe(true);

    const records = await harvest('ListRecords', 'metadataPrefix=marc21');
    expect(records.items).toHaveLength(titles.length);
    const byId = new Map(titles.map((t) => [t.cod_acervo, t.titulo]));
    for (const record of records.items.slice(0, 20)) {
      const f245 = record.metadata['marc:record']['marc:datafield'].find((f: Doc) => f['@tag'] === '245');
      const a = f245['marc:subfield'].find((s: Doc) => s['@code'] === 'a')['#text'];
      expect(byId.get(idOf(headerOf(record).identifier))!.toLowerCase()).toContain(String(a).replace(/[\s/:;.,=]+$/, '').toLowerCase().slice(0, 10));
    }
    const dc = await oai('verb=ListRecords&metadataPrefix=oai_dc');
    expect(dc.doc.ListRecords.record).toHaveLength(PAGE);
  });

  it('answers GetRecord in both formats, with the sets the title is in', async () => {
    const title = (await one<{ cod_acervo: number; cod_tipo_obra: number; titulo: string }>(db(), sql`
      SELECT a.cod_acervo, a.cod_tipo_obra, a.titulo FROM acervo a WHERE EXISTS (SELECT 1 FROM exemplar x WHERE x.cod_acervo = a.cod_acervo)
      ORDER BY a.cod_acervo LIMIT 1`))!;
    const libraries = await rows<{ cod_biblioteca: number }>(db(), sql`
      SELECT DISTINCT cod_biblioteca FROM exemplar WHERE cod_acervo = ${title.cod_acervo} AND situacao <> 'baixado'`);
    const dc = (await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${REPO}:${title.cod_acervo}`)).doc.GetRecord.record[0];
    expect(dc.header[0].setSpec.sort()).toEqual([`tipo:${title.cod_tipo_obra}`, ...libraries.map((l) => `biblioteca:${l.cod_biblioteca}`)].sort());
    expect(dc.metadata['oai_dc:dc']['dc:title'][0]).toContain(title.titulo.slice(0, 8));
    const marc = (await oai(`verb=GetRecord&metadataPrefix=marc21&identifier=oai:${REPO}:${title.cod_acervo}`)).doc.GetRecord.record[0];
    expect(String(marc.metadata['marc:record']['marc:leader'])).toMatch(/^\d{5}[a-z]/);
  });

  it('keeps sets and from/until as the catalogue holds them, both bounds inclusive', async () => {
    const type = (await one<{ cod_tipo_obra: number; n: number }>(db(), sql`
      SELECT cod_tipo_obra, count(*)::int AS n FROM acervo GROUP BY 1 ORDER BY 2 DESC LIMIT 1`))!;
    const typed = await harvest('ListIdentifiers', `metadataPrefix=oai_dc&set=tipo:${type.cod_tipo_obra}`);
    expect(typed.items).toHaveLength(type.n);
    const library = (await one<{ cod_biblioteca: number; n: number }>(db(), sql`
      SELECT cod_biblioteca, count(DISTINCT cod_acervo)::int AS n FROM exemplar WHERE situacao <> 'baixado' GROUP BY 1 ORDER BY 2 LIMIT 1`))!;
    const held = await harvest('ListIdentifiers', `metadataPrefix=oai_dc&set=biblioteca:${library.cod_biblioteca}`);
    expect(held.items).toHaveLength(library.n);
    expect(held.items.every((h) => h.setSpec.includes(`biblioteca:${library.cod_biblioteca}`))).toBe(true);

    const [a, b, c] = (await rows<{ cod_acervo: number }>(db(), sql`SELECT cod_acervo FROM acervo ORDER BY cod_acervo LIMIT 3`)).map((r) => r.cod_acervo);
    await app.ctx.database.db.execute(sql`UPDATE acervo SET atualizado_em = CASE cod_acervo
      WHEN ${a} THEN '1999-05-05T10:00:00.250Z'::timestamptz WHEN ${b} THEN '1999-05-05T10:00:01Z'::timestamptz
      ELSE '1999-05-06T00:00:00Z'::timestamptz END WHERE cod_acervo IN (${a}, ${b}, ${c})`);
    const window = await harvest('ListIdentifiers', 'metadataPrefix=oai_dc&from=1999-05-05T10:00:00Z&until=1999-05-05T10:00:00Z');
    expect(window.items.map((h) => idOf(h.identifier))).toEqual([a]);
    expect(window.items[0].datestamp).toBe('1999-05-05T10:00:00Z');
    const day = await harvest('ListIdentifiers', 'metadataPrefix=oai_dc&from=1999-05-05&until=1999-05-05');
    expect(day.items.map((h) => idOf(h.identifier))).toEqual([a, b]);
    const early = await harvest('ListIdentifiers', 'metadataPrefix=oai_dc&until=1999-05-06');
    expect(early.items.map((h) => idOf(h.identifier))).toEqual([a, b, c]);
    expect((await oai('verb=Identify')).doc.Identify.earliestDatestamp).toBe('1999-05-05T10:00:00Z');
  });

  it('keeps a title whose last copy is withdrawn as a deleted record, and a copy change moves its datestamp', async () => {
    const cataloguer = bearer((await login(app, 'administrador')).access_token);
    const title = (await one<{ cod_acervo: number; cod_tipo_obra: number }>(db(), sql`
      SELECT a.cod_acervo, a.cod_tipo_obra FROM acervo a
      WHERE EXISTS (SELECT 1 FROM exemplar x WHERE x.cod_acervo = a.cod_acervo)
        AND NOT EXISTS (SELECT 1 FROM exemplar x WHERE x.cod_acervo = a.cod_acervo AND x.situacao NOT IN ('disponivel', 'baixado'))
        AND NOT EXISTS (SELECT 1 FROM reserva r WHERE r.cod_acervo = a.cod_acervo)
      ORDER BY a.cod_acervo DESC LIMIT 1`))!;
    const copies = await rows<{ cod_exemplar: number; cod_biblioteca: number }>(db(), sql`
      SELECT cod_exemplar, cod_biblioteca FROM exemplar WHERE cod_acervo = ${title.cod_acervo} AND situacao <> 'baixado'`);
    const start = new Date(Date.now() - 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const identifier = `oai:${REPO}:${title.cod_acervo}`;
    for (const [i, copy] of copies.entries()) {
      const res = await app.inject({ method: 'POST', url: `/api/balcao/exemplares/${copy.cod_exemplar}/baixa`, headers: cataloguer, payload: { motivo: 'Descarte' } });
      expect(res.statusCode).toBe(200);
      const record = (await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=${identifier}`)).doc.GetRecord.record[0];
      // Still live while a copy is left; the last withdrawal makes it a deleted record without metadata.
      expect(record.header[0]['@status']).toBe(i === copies.length - 1 ? 'deleted' : undefined);
      expect(record.metadata === undefined).toBe(i === copies.length - 1);
    }
    const tombstone = await one<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM acervo_excluido WHERE cod_acervo = ${title.cod_acervo}`);
    expect(tombstone!.n).toBe(1);
    const since = await harvest('ListIdentifiers', `metadataPrefix=marc21&from=${start}`);
    const deleted = since.items.find((h) => h.identifier === identifier)!;
    expect(deleted['@status']).toBe('deleted');
    expect(deleted.setSpec).toEqual(expect.arrayContaining([`tipo:${title.cod_tipo_obra}`, `biblioteca:${copies[0].cod_biblioteca}`]));
    // A harvester of the library's set learns of the deletion too; every title appears once.
    const inSet = await harvest('ListRecords', `metadataPrefix=oai_dc&set=biblioteca:${copies[0].cod_biblioteca}&from=${start}`);
    expect(inSet.items.filter((r) => headerOf(r).identifier === identifier)).toHaveLength(1);
    const all = await harvest('ListIdentifiers', 'metadataPrefix=oai_dc');
    expect(new Set(all.items.map((h) => h.identifier)).size).toBe(all.items.length);
    expect((await oai(`verb=ListMetadataFormats&identifier=${identifier}`)).doc.ListMetadataFormats.metadataFormat).toHaveLength(2);

    // A new copy brings the title back, with a later datestamp (a second title keeps the tombstone for the tests below).
    const other = (await one<{ cod_exemplar: number; cod_acervo: number }>(db(), sql`
      SELECT x.cod_exemplar, x.cod_acervo FROM exemplar x WHERE x.situacao = 'disponivel' AND x.cod_acervo <> ${title.cod_acervo}
        AND NOT EXISTS (SELECT 1 FROM exemplar y WHERE y.cod_acervo = x.cod_acervo AND y.cod_exemplar <> x.cod_exemplar)
        AND NOT EXISTS (SELECT 1 FROM reserva r WHERE r.cod_acervo = x.cod_acervo)
      ORDER BY x.cod_acervo DESC LIMIT 1`))!;
    expect((await app.inject({ method: 'POST', url: `/api/balcao/exemplares/${other.cod_exemplar}/baixa`, headers: cataloguer, payload: { motivo: 'Descarte' } })).statusCode).toBe(200);
    const added = await app.inject({ method: 'POST', url: `/api/balcao/acervo/${title.cod_acervo}/exemplares`, headers: cataloguer,
      payload: { codigo_barras: `OAI${title.cod_acervo}`, cod_biblioteca: copies[0].cod_biblioteca, tipo_emprestimo: 'normal' } });
    expect(added.statusCode).toBe(201);
    const back = (await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=${identifier}`)).doc.GetRecord.record[0];
    expect(back.header[0]['@status']).toBeUndefined();
    expect(back.metadata).toBeDefined();
    expect(back.header[0].datestamp >= deleted.datestamp).toBe(true);
    const gone = (await oai(`verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${REPO}:${other.cod_acervo}`)).doc.GetRecord.record[0];
    expect(gone.header[0]['@status']).toBe('deleted');
  });

  it("answers the protocol's errors as OAI-PMH documents, never an HTTP error", async () => {
    const cases: [string, string][] = [
      ['', 'badVerb'], ['verb=Nope', 'badVerb'], ['verb=Identify&verb=Identify', 'badVerb'],
      ['verb=Identify&x=1', 'badArgument'], ['verb=ListRecords', 'badArgument'],
      ['verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=oai_dc', 'badArgument'],
      ['verb=ListRecords&metadataPrefix=oai_dc&from=2020-13-01', 'badArgument'],
      ['verb=ListRecords&metadataPrefix=oai_dc&from=2020-01-01&until=2020-01-02T00:00:00Z', 'badArgument'],
      ['verb=ListRecords&metadataPrefix=oai_dc&from=2020-02-01&until=2020-01-01', 'badArgument'],
      ['verb=ListRecords&metadataPrefix=oai_dc&from=2020-01-01T00:00:00.5Z', 'badArgument'],
      ['verb=ListRecords&resumptionToken=x&metadataPrefix=oai_dc', 'badArgument'],
      ['verb=GetRecord&identifier=oai:catalogo.test:1', 'badArgument'],
      ['verb=ListRecords&metadataPrefix=mods', 'cannotDisseminateFormat'],
      ['verb=GetRecord&metadataPrefix=mods&identifier=oai:catalogo.test:1', 'cannotDisseminateFormat'],
      ['verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:elsewhere:1', 'idDoesNotExist'],
      ['verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:catalogo.test:999999999', 'idDoesNotExist'],
      ['verb=ListMetadataFormats&identifier=nope', 'idDoesNotExist'],
      ['verb=ListRecords&metadataPrefix=oai_dc&from=2999-01-01', 'noRecordsMatch'],
      ['verb=ListIdentifiers&metadataPrefix=oai_dc&set=tipo:987654', 'noRecordsMatch'],
      ['verb=ListIdentifiers&metadataPrefix=oai_dc&set=nonsense', 'noRecordsMatch'],
      ['verb=ListRecords&resumptionToken=garbage', 'badResumptionToken'],
      ['verb=ListSets&resumptionToken=garbage', 'badResumptionToken'],
    ];
    for (const [query, code] of cases) {
      const { doc, xml } = await oai(query);
      expect(errorsOf(doc), query).toEqual([code]);
      // A request judged illegal echoes no arguments.
      if (code === 'badVerb' || code === 'badArgument') expect(xml).toMatch(/<request>[^<]+<\/request>/);
    }
  });

  it('refuses a token that was edited, used for another verb or out of date', async () => {
    const first = (await oai('verb=ListIdentifiers&metadataPrefix=oai_dc')).doc.ListIdentifiers.resumptionToken['#text'] as string;
    const [body, mac] = first.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    payload[7] = 1;
    const edited = `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${mac}`;
    for (const query of [`verb=ListIdentifiers&resumptionToken=${encodeURIComponent(edited)}`,
      `verb=ListIdentifiers&resumptionToken=${encodeURIComponent(first.slice(0, -1) + (first.endsWith('A') ? 'B' : 'A'))}`,
      `verb=ListRecords&resumptionToken=${encodeURIComponent(first)}`]) {
      expect(errorsOf((await oai(query)).doc), query).toEqual(['badResumptionToken']);
    }
    app.ctx.config = { ...app.ctx.config, oai: { ...app.ctx.config.oai, tokenHours: -1 } };
    try {
      const stale = (await oai('verb=ListIdentifiers&metadataPrefix=oai_dc')).doc.ListIdentifiers.resumptionToken['#text'] as string;
      expect(errorsOf((await oai(`verb=ListIdentifiers&resumptionToken=${encodeURIComponent(stale)}`)).doc)).toEqual(['badResumptionToken']);
    } finally {
      app.ctx.config = { ...app.ctx.config, oai: { ...app.ctx.config.oai, tokenHours: 24 } };
    }
  });

  it('answers a form-encoded POST like the GET', async () => {
    const post = await app.inject({ method: 'POST', url: '/oai', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'verb=ListIdentifiers&metadataPrefix=oai_dc' });
    expect(post.statusCode).toBe(200);
    expect(schemaErrors(post.body)).toBeNull();
    const get = (await oai('verb=ListIdentifiers&metadataPrefix=oai_dc')).doc;
    expect(parser.parse(post.body)['OAI-PMH'].ListIdentifiers.header).toEqual(get.ListIdentifiers.header);
  });

  it('never answers a 5xx or an invalid document, whatever the arguments', async () => {
    const names = ['verb', 'metadataPrefix', 'identifier', 'from', 'until', 'set', 'resumptionToken', 'x'];
    const values = ['ListRecords', 'ListIdentifiers', 'GetRecord', 'ListSets', 'oai_dc', 'marc21', '', ' ', '%00', '<&>"\'', 'ação',
      'oai:catalogo.test:1', 'oai:catalogo.test:-1', 'oai:catalogo.test:99999999999999', '2020-01-01', '0000-00-00', '9999-12-31T23:59:59Z',
      'tipo:1', 'biblioteca:1', 'biblioteca:99999999999', 'x'.repeat(3000), '%F0%9F%93%9A', '%ED%A0%80', 'eyJ9.AAAAAAAAAAAAAAAAAAAAAA'];
    let seed = 7;
    const pick = <T>(list: T[]) => list[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % list.length];
    for (let i = 0; i < 120; i++) {
      const pairs = Array.from({ length: 1 + (i % 4) }, () => `${pick(names)}=${encodeURIComponent(pick(values)).replace(/%25/g, '%')}`);
      const res = await app.inject({ url: `/oai?${pairs.join('&')}` });
      expect(res.statusCode, pairs.join('&')).toBeLessThan(500);
      if (res.statusCode === 200) expect(schemaErrors(res.body), pairs.join('&')).toBeNull();
    }
  });

  it('is harvested by a client written by others (HTTP::OAI): all records through tokens, a set, a date, one record and a deleted one', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `${address}/oai`;
    const run = async (...args: string[]) => (await promisify(execFile)('perl', ['tests/support/oai-harvest.pl', base, ...args], { maxBuffer: 32 << 20 })).stdout
      .split('\n').filter(Boolean).map((l) => l.split('\t'));
    const identify = await run('Identify');
    const name = await one<{ nome: string }>(db(), sql`SELECT nome FROM instituicao`);
    // The base URL it announces is the public address (PUBLIC_URL, else the configured listening address).
    expect(identify[0]).toEqual(['Identify', name!.nome, expect.stringMatching(/^http:\/\/[^/]+\/oai$/), 'YYYY-MM-DDThh:mm:ssZ']);
    const count = await one<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM acervo`);
    const all = await run('ListRecords', 'metadataPrefix=oai_dc');
    expect(all.filter((l) => l[0] === 'record')).toHaveLength(count!.n);
    expect(new Set(all.map((l) => l[1])).size).toBe(count!.n);
    const live = all.find((l) => l[3] === 'live' && l[5])!;
    const deleted = all.filter((l) => l[3] === 'deleted');
    expect(deleted.length).toBeGreaterThan(0);

    const set = live[4].split(',').find((s) => s.startsWith('tipo:'))!;
    const inSet = await run('ListIdentifiers', 'metadataPrefix=oai_dc', `set=${set}`);
    const typed = await one<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM acervo WHERE cod_tipo_obra = ${Number(set.split(':')[1])}`);
    expect(inSet.filter((l) => l[4].split(',').includes(set))).toHaveLength(typed!.n);
    const since = await run('ListIdentifiers', 'metadataPrefix=oai_dc', 'from=1999-05-05', 'until=1999-05-05');
    expect(since).toHaveLength(2);

    const one1 = await run('GetRecord', 'metadataPrefix=oai_dc', `identifier=${live[1]}`);
    expect(one1[0].slice(1, 6)).toEqual(live.slice(1, 6));
    const gone = await run('GetRecord', 'metadataPrefix=oai_dc', `identifier=${deleted[0][1]}`);
    expect(gone[0][3]).toBe('deleted');
    expect(await run('GetRecord', 'metadataPrefix=oai_dc', `identifier=oai:${REPO}:999999999`)).toEqual([['ERROR', 'idDoesNotExist']]);
  });
});
