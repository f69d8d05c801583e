// The network catalogue's OAI-PMH harvester (issue 26 item 2), against local repositories
// over real HTTP: a real DSpace's recorded answers (Erasmus University, via pyoai's tests)
// followed along a resumption-token chain, incremental harvests with a deletion, a failure
// mid-chain resumed by the next run, a broken page, badResumptionToken, noRecordsMatch,
// 503 + Retry-After, the staff screen's operations and the scheduled job.
import type http from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { runDueJobs } from '../../server/jobs';
import { generatedRepository, harvestPartner, recordedRepository, serveReplay, type HarvestEvent, type ReplayServer } from '../../server/modules/integration/harvest';
import { erasmusRecording } from '../../server/seed/network';
import { extractTitle } from '../../server/marc/extract';
import { readMarcFile } from '../../server/marc/read';
import { demoMarcPath } from '../../server/seed/marc-files';
import type { MarcRecord } from '../../server/marc/types';
import { backendName } from '../support/test-db';
import { bearer, login, publicToken, testApp } from '../support/server-app';

const titled = (record: MarcRecord) => { try { return !!extractTitle(record).titulo; } catch { return false; } };

interface Partner { cod_empresa: number; situacao: string | null; resumo: Record<string, unknown> | null; retomada: { paginas: number; registros: number } | null; registros: number; ultimo_datestamp: string | null }

describe(`network harvester (${backendName})`, () => {
  let app: FastifyInstance;
  let staff: Record<string, string>;
  let visitor: Record<string, string>;
  let marc: MarcRecord[];
  const servers: ReplayServer[] = [];
  const serve = async (...args: Parameters<typeof serveReplay>) => { const s = await serveReplay(...args); servers.push(s); return s; };
  const input = (url: string, extra: Record<string, unknown> = {}) =>
    ({ desc_empresa: 'Repositório de teste', url, conjunto: null, prefixo: 'marc21', intervalo_horas: 24, ativo: false, ...extra });
  const partners = async (): Promise<Partner[]> => (await app.inject({ url: '/api/balcao/rede/parceiros', headers: staff })).json();
  const create = async (body: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url: '/api/balcao/rede/parceiros', headers: staff, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Partner;
  };
  /** Starts a harvest through the API and waits for it to end. */
  const harvestNow = async (code: number): Promise<Partner> => {
    const res = await app.inject({ method: 'POST', url: `/api/balcao/rede/parceiros/${code}/colheita`, headers: staff });
    expect(res.statusCode, res.body).toBe(200);
    for (let i = 0; i < 600; i += 1) {
      const p = (await partners()).find((x) => x.cod_empresa === code)!;
      if (p.situacao !== 'em-execucao') return p;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the harvest did not end');
  };
  const direct = (code: number, events: HarvestEvent[] = [], sleeps: number[] = []) => harvestPartner(app.ctx.database.db, code, {
    http: { timeoutMs: 2000, retries: 2, backoffMs: 10, maxWaitMs: 5000, sleep: async (ms) => { sleeps.push(ms); } },
    leaseSeconds: 60, onEvent: (e) => events.push(e),
  });
  const search = async (termo: string) => (await app.inject({ url: `/api/rede-pergamum/consulta?termo=${encodeURIComponent(termo)}`, headers: visitor })).json();

  beforeAll(async () => {
    app = await testApp({ harvest: { timeoutMs: 2000, retries: 1, backoffMs: 10, maxWaitMs: 2000, leaseSeconds: 60 } });
    staff = bearer((await login(app, 'catalogador')).access_token);
    visitor = bearer(await publicToken(app));
    marc = [];
    // Real records the importer takes (one of the file's first records has no title and would be skipped).
    for await (const { record } of readMarcFile(demoMarcPath('bib/uf-otl_lc-marcedit_536.mrc'))) {
      if (record && marc.length < 40 && titled(record)) marc.push(record);
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await app?.close();
  });

  it('harvests a real DSpace\'s recorded answers along a resumption-token chain, then incrementally, applying a deletion', async () => {
    const dspace = await serve(recordedRepository(erasmusRecording(), 5));
    const partner = await create(input(dspace.url, { desc_empresa: 'Erasmus (replay)', prefixo: 'oai_dc' }));
    const first = await harvestNow(partner.cod_empresa);
    expect(first).toMatchObject({ situacao: 'ok', registros: 16, retomada: null, ultimo_datestamp: '2003-04-30T16:08:02Z' });
    expect(first.resumo).toMatchObject({ outcome: 'complete', pages: 4, records: 16, added: 16, updated: 0, deleted: 0, skipped: 0 });
    // Identify, the first page, then three pages asked by their token.
    expect(dspace.requests[0]).toContain('verb=Identify');
    expect(dspace.requests.filter((q) => q.includes('resumptionToken='))).toHaveLength(3);
    // A harvested oai_dc record is found by the network search, with its institution.
    const found = await search('neuromarketing');
    expect(found.data.map((r: { titulo: string }) => r.titulo)).toContain('Kijken in het brein: Over de mogelijkheden van neuromarketing');
    expect(found.filtros.some((f: { tipo: string; descricao: string }) => f.tipo === 'Z' && f.descricao === 'Erasmus (replay)')).toBe(true);
    const record = (await app.inject({ url: `/api/rede-pergamum/acervo/${found.data[0].id}`, headers: visitor })).json();
    expect(record.marc.some((r: { paragrafo: string }) => r.paragrafo === '245')).toBe(true);

    // hdl:1765/1160 is deleted in the repository's later answer: as if an earlier harvest had brought it.
    await app.ctx.database.db.execute(sql`INSERT INTO rede_acervo (cod_empresa, numero_controle, cod_tipo_obra, titulo, marc)
      VALUES (${partner.cod_empresa}, 'hdl:1765/1160', 1, 'Registro a ser apagado pelo parceiro', '{"leader":"00000nam a2200000 a 4500","fields":[]}'::jsonb)`);
    expect((await search('apagado parceiro')).total).toBe(1);
    const second = await harvestNow(partner.cod_empresa);
    // Incremental: from the last responseDate minus one second (the repository's granularity).
    expect(dspace.requests.find((q) => q.includes('verb=ListRecords') && q.includes('from='))).toContain('from=2003-04-30T16%3A08%3A01Z');
    expect(second.resumo).toMatchObject({ outcome: 'complete', records: 81, deleted: 1, skipped: 1, reasons: { 'deleted, not held': 1 } });
    expect((second.resumo as { added: number }).added + (second.resumo as { updated: number }).updated).toBe(79);
    expect((await search('apagado parceiro')).total).toBe(0);
    expect(second.ultimo_datestamp).toBe('2004-02-17T13:44:55Z');
    const audit = await queryRows<{ acao: string }>(app.ctx.database.db, sql`SELECT acao FROM auditoria WHERE alvo_tipo = 'rede_parceiro' AND alvo_id = ${String(partner.cod_empresa)} ORDER BY id`);
    expect(audit.map((a) => a.acao)).toEqual(['network-partner.create', 'network-partner.harvest', 'network-partner.harvest']);
    // The public list of institutions gives its address.
    const listed = (await app.inject({ url: '/api/rede-pergamum/oai/instituicoes', headers: visitor })).json();
    expect(listed).toContainEqual({ cod_empresa: partner.cod_empresa, desc_empresa: 'Erasmus (replay)', url: dspace.url });
  });

  it('resumes where a failure stopped: the next run continues from the saved token, not from the start', async () => {
    let failing = true;
    const repo = await serve(generatedRepository({ name: 'R', base: 'http://127.0.0.1/oai', records: marc, count: 50, datestamp: '2020-01-01T00:00:00Z', pageSize: 10 }), {
      intercept: (_n, url, res: http.ServerResponse) => {
        if (failing && url.searchParams.get('resumptionToken') === '0:30') { res.writeHead(500).end('down'); return true; }
        return false;
      },
    });
    const { cod_empresa: code } = await create(input(repo.url));
    const failed = await direct(code);
    expect(failed).toMatchObject({ outcome: 'failed', pages: 3, records: 30 });
    expect(failed.error).toContain('HTTP 500');
    let [p] = (await partners()).filter((x) => x.cod_empresa === code);
    expect(p).toMatchObject({ situacao: 'erro', registros: 30, retomada: { paginas: 3, registros: 30 } });
    failing = false;
    const before = repo.requests.length;
    const events: HarvestEvent[] = [];
    const resumed = await direct(code, events);
    // The first request of the second run is the saved token's page.
    expect(repo.requests[before]).toContain('resumptionToken=0%3A30');
    expect(resumed).toMatchObject({ outcome: 'complete', resumed: true, pages: 5, records: 50, added: 50 });
    expect(events[0]).toMatchObject({ event: 'start', resumed: true });
    [p] = (await partners()).filter((x) => x.cod_empresa === code);
    expect(p).toMatchObject({ situacao: 'ok', registros: 50, retomada: null });
    // Nothing changed since: noRecordsMatch is "nothing new".
    const again = await direct(code);
    expect(again).toMatchObject({ outcome: 'nothing-new', records: 0, added: 0 });
  });

  it('a page that is not well-formed XML fails the run cleanly, keeping what came before', async () => {
    let broken = true;
    const repo = await serve(generatedRepository({ name: 'R', base: 'http://127.0.0.1/oai', records: marc, count: 20, datestamp: '2020-01-01T00:00:00Z', pageSize: 10 }), {
      intercept: (_n, url, res) => {
        if (broken && url.searchParams.has('resumptionToken')) { res.writeHead(200, { 'content-type': 'text/xml' }).end('<OAI-PMH><ListRecords><record><header>'); return true; }
        return false;
      },
    });
    const { cod_empresa: code } = await create(input(repo.url));
    const run = await direct(code);
    expect(run).toMatchObject({ outcome: 'failed', pages: 1, added: 10 });
    expect(run.error).toMatch(/not well-formed XML/);
    const list = await app.inject({ url: '/api/balcao/rede/parceiros', headers: staff });
    expect(list.statusCode).toBe(200);
    broken = false;
    expect(await direct(code)).toMatchObject({ outcome: 'complete', added: 20, resumed: true });
  });

  it('badResumptionToken restarts the list from the run\'s datestamp; 503 with Retry-After is waited out', async () => {
    let expired = true;
    let busy = true;
    const repo = await serve(generatedRepository({ name: 'R', base: 'http://127.0.0.1/oai', records: marc, count: 25, datestamp: '2020-01-01T00:00:00Z', pageSize: 10 }), {
      intercept: (_n, url, res) => {
        if (busy && url.searchParams.get('verb') === 'ListRecords') { busy = false; res.writeHead(503, { 'retry-after': '3' }).end(); return true; }
        if (expired && url.searchParams.get('resumptionToken') === '0:20') {
          expired = false;
          res.writeHead(200, { 'content-type': 'text/xml' }).end('<?xml version="1.0"?><OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><responseDate>2026-01-01T00:00:00Z</responseDate><request>x</request><error code="badResumptionToken">expired</error></OAI-PMH>');
          return true;
        }
        return false;
      },
    });
    const { cod_empresa: code } = await create(input(repo.url));
    const events: HarvestEvent[] = [];
    const sleeps: number[] = [];
    const run = await direct(code, events, sleeps);
    expect(sleeps).toEqual([3000]);
    expect(events.some((e) => e.event === 'retry' && e.reason === 'HTTP 503')).toBe(true);
    expect(events.some((e) => e.event === 'restart')).toBe(true);
    // 2 pages, then the list again from the start (3 pages): the first 20 records come back as updates.
    expect(run).toMatchObject({ outcome: 'complete', pages: 5, added: 25, updated: 20 });
    expect((await partners()).find((p) => p.cod_empresa === code)!.registros).toBe(25);
  });

  it('refuses bad input, other roles and a second start while a harvest runs; deletes a partner with its records', async () => {
    const aluno = bearer((await login(app, 'aluno')).access_token);
    expect((await app.inject({ url: '/api/balcao/rede/parceiros', headers: aluno })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/balcao/rede/parceiros', headers: aluno, payload: input('http://x.org/oai') })).statusCode).toBe(403);
    for (const [body, key] of [
      [input('ftp://x.org/oai'), 'error.network-partner-url-invalid'],
      [input('http://x.org/oai?verb=Identify'), 'error.network-partner-url-invalid'],
      [input('not a url'), 'error.network-partner-url-invalid'],
      [input('http://x.org/oai', { conjunto: 'bad set' }), 'error.network-partner-set-invalid'],
      [input('http://x.org/oai', { desc_empresa: '   ' }), 'error.required-field.nome'],
    ] as const) {
      const res = await app.inject({ method: 'POST', url: '/api/balcao/rede/parceiros', headers: staff, payload: body });
      expect([res.statusCode, res.json().message]).toEqual([422, key]);
    }
    for (const body of [{ ...input('http://x.org/oai'), prefixo: 'mods' }, { ...input('http://x.org/oai'), intervalo_horas: 0 }, { ...input('http://x.org/oai'), extra: 1 }]) {
      expect((await app.inject({ method: 'POST', url: '/api/balcao/rede/parceiros', headers: staff, payload: body })).statusCode).toBe(400);
    }
    expect((await app.inject({ method: 'PUT', url: '/api/balcao/rede/parceiros/999999', headers: staff, payload: input('http://x.org/oai') })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/balcao/rede/parceiros/999999/colheita', headers: staff })).statusCode).toBe(404);

    // A repository that answers slowly keeps its harvest running while a second start is refused.
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    const slow = await serve(generatedRepository({ name: 'S', base: 'http://127.0.0.1/oai', records: marc, count: 5, datestamp: '2020-01-01T00:00:00Z' }), {
      intercept: (_n, url, res) => {
        if (url.searchParams.get('verb') !== 'ListRecords') return false;
        void gate.then(() => res.writeHead(503).end());
        return true;
      },
    });
    const { cod_empresa: code } = await create(input(slow.url, { conjunto: 'hdl_1721.1:7803' }));
    const started = await app.inject({ method: 'POST', url: `/api/balcao/rede/parceiros/${code}/colheita`, headers: staff });
    expect(started.json().situacao).toBe('em-execucao');
    const twice = await app.inject({ method: 'POST', url: `/api/balcao/rede/parceiros/${code}/colheita`, headers: staff });
    expect([twice.statusCode, twice.json().message]).toEqual([422, 'error.network-harvest-running']);
    const removing = await app.inject({ method: 'DELETE', url: `/api/balcao/rede/parceiros/${code}`, headers: staff });
    expect([removing.statusCode, removing.json().message]).toEqual([422, 'error.network-harvest-running']);
    release();
    for (let i = 0; i < 200 && (await partners()).find((p) => p.cod_empresa === code)!.situacao === 'em-execucao'; i += 1) await new Promise((r) => setTimeout(r, 50));
    expect((await partners()).find((p) => p.cod_empresa === code)!.situacao).toBe('erro');

    // Changing the address forgets the datestamp; deleting removes the institution and its records.
    const changed = await app.inject({ method: 'PUT', url: `/api/balcao/rede/parceiros/${code}`, headers: staff, payload: input('https://other.example.org/oai', { ativo: true, intervalo_horas: 6 }) });
    expect(changed.json()).toMatchObject({ url: 'https://other.example.org/oai', ativo: true, intervalo_horas: 6, ultimo_datestamp: null });
    expect((await app.inject({ method: 'DELETE', url: `/api/balcao/rede/parceiros/${code}`, headers: staff })).statusCode).toBe(204);
    expect((await partners()).some((p) => p.cod_empresa === code)).toBe(false);
  });

  it('the scheduled job harvests enabled partners that are due, once however many processes poll', async () => {
    await app.ctx.database.db.execute(sql`UPDATE rede_parceiro SET ativo = FALSE`);
    const repo = await serve(generatedRepository({ name: 'J', base: 'http://127.0.0.1/oai', records: marc, count: 12, datestamp: '2020-01-01T00:00:00Z', pageSize: 5 }));
    const { cod_empresa: code } = await create(input(repo.url, { ativo: true, intervalo_horas: 1 }));
    const settings = { ...app.ctx.config.jobs, pollSeconds: 3600 };
    const [a, b] = await Promise.all([runDueJobs(app.ctx, settings, 'colheita-rede'), runDueJobs(app.ctx, settings, 'colheita-rede')]);
    const ran = [...a, ...b];
    expect(ran).toHaveLength(1);
    expect(ran[0].result).toMatchObject({ harvested: 1, failed: 0, added: 12 });
    expect(repo.requests.filter((q) => q.includes('verb=Identify'))).toHaveLength(1);
    // Not due again within its interval.
    await app.ctx.database.db.execute(sql`DELETE FROM tarefa_execucao WHERE tarefa = 'colheita-rede'`);
    const later = await runDueJobs(app.ctx, settings, 'colheita-rede');
    expect(later[0].result).toMatchObject({ harvested: 0 });
    expect((await partners()).find((p) => p.cod_empresa === code)!.registros).toBe(12);
  });
});
