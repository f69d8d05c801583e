// Issue 24 item 2: the interest profile (selective dissemination). A patron follows a
// subject found in the authority file; a real MARC export is imported; the scheduled
// digest puts the matching titles on their Check titles list and sends ONE alert, one push
// and one e-mail for the day (none to a patron whose profile does not match or has
// expired; nothing more on a second run the same day). §5's refusals answer their keys, and
// another patron's token sees none of it.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { importMarcFile } from '../../server/import/import-file';
import { toIso2709 } from '../../server/marc/write';
import { deliverAlerts } from '../../server/modules/platform/alerts';
import { matchNewTitles, recordDigests } from '../../server/modules/patrons/interest';
import { runDueJobs } from '../../server/jobs';
import { demoMarcPath } from '../../server/seed/marc-files';
import { startPushReceiver, type PushReceiver } from '../support/push-receiver';
import { bearer, login, publicToken, testApp } from '../support/server-app';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { backendName } from '../support/test-db';

/** LCSH's "Engineering" (sh85043176), as the authority export carries it. */
const ENGINEERING = toIso2709({
  leader: '00000cz  a2200000n  4500',
  fields: [
    { tag: '001', value: 'sh 85043176' },
    { tag: '008', value: '860211i| anannbabn          |a ana      ' },
    { tag: '150', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: 'Engineering' }] },
    { tag: '450', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: 'Industrial arts' }] },
  ],
});

describe(`interest profile and its daily digest (${backendName})`, () => {
  let app: FastifyInstance;
  let receiver: PushReceiver;
  let sink: SmtpSink;
  let dir: string;
  let engineering: number;
  const who: Record<'carlos' | 'ana' | 'helena', Record<string, string>> = {} as never;
  let carlosDevice: ReturnType<PushReceiver['newSubscription']>;

  beforeAll(async () => {
    [receiver, sink] = await Promise.all([startPushReceiver(), startSmtpSink()]);
    app = await testApp({ smtpUrl: sink.url, publicUrl: 'https://biblioteca.example.edu' });
    app.ctx.push.agent = receiver.agent;
    receiver.expectKey((await app.inject({ url: '/api/notificacoes/chave-publica', headers: bearer(await publicToken(app)) })).json().chavePublica);
    who.carlos = bearer((await login(app, 'posgrad')).access_token);
    who.ana = bearer((await login(app, 'aluno')).access_token);
    who.helena = bearer((await login(app, 'professor')).access_token);
    carlosDevice = receiver.newSubscription();
    expect((await app.inject({ method: 'POST', url: '/api/notificacoes/inscricao', headers: who.carlos, payload: { ...carlosDevice.json, idioma: 'en' } })).statusCode).toBe(204);
    dir = await mkdtemp(path.join(tmpdir(), 'interest-'));
    await writeFile(path.join(dir, 'engineering.mrc'), ENGINEERING);
    expect(await importMarcFile(app.ctx.database, path.join(dir, 'engineering.mrc'))).toMatchObject({ created: 1, errors: [] });
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.close();
    await sink?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method, url: `/api/perfil-interesse${url}`, headers, ...(payload ? { payload } : {}) });
  const alertsOf = (login: string) => queryRows<{ tipo: string; parametros: { quantidade: number } }>(app.ctx.database.db, sql`
    SELECT a.tipo, a.parametros FROM alerta a JOIN pessoa p ON p.cod_pessoa = a.cod_pessoa WHERE p.login = ${login} AND a.tipo = 'titulos_interesse'`);
  const mailsTo = (address: string) => sink.messages.filter((m) => m.to.includes(address));
  const digestSettings = () => ({ ...app.ctx.config.jobs, interestDigestHour: 0 });

  it('finds subjects and authors in the authority file, areas by name, and offers the profile\'s choices', async () => {
    const found = (await api('GET', '/area-autor-assunto/pesquisa?tipoPesquisa=assunto&termoPesquisa=engineering', who.carlos)).json();
    expect(found).toEqual([expect.objectContaining({ descricao: 'Engineering' })]);
    engineering = Number(found[0].codigo);
    // A subject is not an author.
    expect((await api('GET', '/area-autor-assunto/pesquisa?tipoPesquisa=autor&termoPesquisa=engineering', who.carlos)).json())
      .not.toContainEqual(expect.objectContaining({ descricao: 'Engineering' }));
    const options = (await api('GET', '/areas-interesse/info-auxiliar', who.carlos)).json();
    expect(options.tipos_dsi.map((o: { codigo: string }) => o.codigo)).toEqual(['area', 'autor', 'assunto', 'periodico', 'tipo_obra']);
    expect(options.bibliotecas.length).toBeGreaterThan(0);
    expect(options.idiomas).toContainEqual({ codigo: 'eng', descricao: 'Inglês' });
  });

  it('refuses what §5 and the references forbid, with the messages the forms show', async () => {
    const journal = (await api('GET', '/periodicos/pesquisa?termoPesquisa=a', who.carlos)).json();
    const noType = await api('POST', '/periodicos', who.carlos, { codigo: journal[0]?.cod_acervo ?? 1, fasciculo: false, artigo: false, sumario: false });
    expect([noType.statusCode, noType.json().message]).toEqual([422, 'error.interest-journal-type-required']);
    const noKind = await api('POST', '/area-autor-assunto', who.carlos, { codigo: engineering });
    expect([noKind.statusCode, noKind.json().message]).toEqual([422, 'error.interest-kind-required']);
    const past = await api('POST', '/area-autor-assunto', who.carlos, { codigo: engineering, tipoDSI: 'assunto', validade: '2020-01-01' });
    expect([past.statusCode, past.json().message]).toEqual([422, 'error.interest-validity-past']);
    const library = await api('POST', '/area-autor-assunto', who.carlos, { codigo: engineering, tipoDSI: 'assunto', bibliotecas: [99999] });
    expect([library.statusCode, library.json().message]).toEqual([422, 'error.interest-library-unknown']);
    const language = await api('POST', '/tipo-obra', who.carlos, { codigo: 1, idiomas: ['xx'] });
    expect([language.statusCode, language.json().message]).toEqual([422, 'error.interest-language-unknown']);
    const unknown = await api('POST', '/area-autor-assunto', who.carlos, { codigo: 999999, tipoDSI: 'assunto' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([422, 'error.interest-code-unknown']);
    const notFollowed = await api('PUT', '/tipo-obra', who.carlos, { codigo: 1 });
    expect([notFollowed.statusCode, notFollowed.json().message]).toEqual([404, 'error.interest-entry-not-found']);
    // Nothing was saved by a refusal.
    expect((await api('GET', '/area-autor-assunto', who.carlos)).json()).toEqual([]);
    expect((await api('GET', '/periodicos', who.carlos)).json()).toEqual([]);
  });

  it('saves journals with a type, work types, and the validity of a term', async () => {
    const journal = (await api('GET', '/periodicos/pesquisa?termoPesquisa=a', who.helena)).json()[0];
    if (journal) {
      const saved = await api('POST', '/periodicos', who.helena, { codigo: journal.cod_acervo, sumario: true, idiomas: ['eng'] });
      expect(saved.statusCode).toBe(201);
      expect(saved.json()).toMatchObject({ tipoDSI: 'periodico', sumario: true, fasciculo: false, idiomas: ['eng'] });
      const changed = await api('PUT', '/periodicos', who.helena, { codigo: journal.cod_acervo, fasciculo: true, artigo: true });
      expect(changed.json()).toMatchObject({ fasciculo: true, artigo: true, sumario: false, idiomas: [] });
      expect((await api('DELETE', `/periodicos?codigo=${journal.cod_acervo}`, who.helena)).statusCode).toBe(204);
    }
    const workType = await api('POST', '/tipo-obra', who.helena, { codigo: 1, validade: '2099-12-31' });
    expect(workType.statusCode).toBe(201);
    expect((await api('GET', '/tipo-obra', who.helena)).json()).toEqual([expect.objectContaining({ codigo: 1, tipoDSI: 'tipo_obra', validade: '2099-12-31' })]);
    expect((await api('DELETE', '/tipo-obra?codigo=1', who.helena)).statusCode).toBe(204);
    expect((await api('DELETE', '/tipo-obra?codigo=1', who.helena)).statusCode).toBe(404);
    // Helena follows the subject only in Russian: none of the imported records is.
    expect((await api('POST', '/area-autor-assunto', who.helena, { codigo: engineering, tipoDSI: 'assunto', idiomas: ['rus'] })).statusCode).toBe(201);
  });

  it('puts the matching imported titles on the list and sends one alert, one push and one e-mail for the day; none to others', async () => {
    const added = await api('POST', '/area-autor-assunto', who.carlos, { codigo: engineering, tipoDSI: 'assunto' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ codigo: engineering, tipoDSI: 'assunto', descricao: 'Engineering', validade: null });
    // Ana follows it too, but her entry has run out (valid until yesterday).
    expect((await api('POST', '/area-autor-assunto', who.ana, { codigo: engineering, tipoDSI: 'assunto', validade: '2099-01-01' })).statusCode).toBe(201);
    await app.ctx.database.db.execute(sql`UPDATE perfil_interesse SET validade = current_date - 1
      WHERE cod_pessoa = (SELECT cod_pessoa FROM pessoa WHERE login = 'aluno')`);
    expect((await api('GET', '/titulos', who.carlos)).json()).toEqual([]);

    const imported = await importMarcFile(app.ctx.database, demoMarcPath('bib/loc_mrrc-testbed_386.mrc'));
    expect(imported.created).toBeGreaterThan(300);
    const pushesBefore = receiver.received.length;
    const runs = await runDueJobs(app.ctx, digestSettings(), 'resumo-interesse');
    expect(runs).toHaveLength(1);

    const list = (await api('GET', '/titulos', who.carlos)).json() as { cod_acervo: number; titulo: string }[];
    expect(list.length).toBeGreaterThanOrEqual(10);
    const subjects = await queryRows<{ ok: boolean }>(app.ctx.database.db, sql`SELECT bool_and(EXISTS (SELECT 1 FROM unnest(assuntos) s
      WHERE lower(s) = 'engineering' OR lower(s) LIKE 'engineering -- %')) AS ok FROM acervo WHERE cod_acervo = ANY(${sql.param(list.map((t) => t.cod_acervo))}::int[])`);
    expect(subjects[0].ok).toBe(true);
    expect(runs[0].result).toMatchObject({ matched: list.length, digests: 1, alerts: 1, pushes: 1, mails: 1 });

    expect(await alertsOf('posgrad')).toEqual([{ tipo: 'titulos_interesse', parametros: expect.objectContaining({ quantidade: list.length }) }]);
    const pushes = receiver.received.slice(pushesBefore).filter((r) => r.subscriptionId === carlosDevice.id).map((r) => JSON.parse(r.payload));
    expect(pushes).toEqual([expect.objectContaining({ title: `${list.length} new titles in your interests`, rota: 'conferir-titulos' })]);
    const mails = await sink.waitFor(1).then(() => mailsTo('posgrad@ufdemo.edu.br'));
    expect(mails).toHaveLength(1);
    // Quoted-printable folds long lines with a soft break.
    expect(mails[0].raw.replace(/=\r?\n/g, '')).toContain('https://biblioteca.example.edu/meupergamum/conferir-titulos');
    // Ana's entry expired; Helena's asks for Russian.
    expect(await alertsOf('aluno')).toEqual([]);
    expect(await alertsOf('professor')).toEqual([]);
    expect((await api('GET', '/titulos', who.ana)).json()).toEqual([]);
    expect(mailsTo('aluno@ufdemo.edu.br')).toEqual([]);

    // The alert list speaks the reader's language.
    const listed = (await app.inject({ url: '/api/solicitacoes/alertas', headers: { ...who.carlos, lang: '1' } })).json() as { titulo: string }[];
    expect(listed.map((a) => a.titulo)).toContain(`${list.length} títulos novos nos seus interesses`);
  });

  it('sends nothing more on a second run the same day, even with new matches waiting', async () => {
    const pushes = receiver.received.length;
    const mails = sink.messages.length;
    expect(await runDueJobs(app.ctx, digestSettings(), 'resumo-interesse')).toEqual([]);
    // Another match arrives later the same day (a cataloguer's new record): on the list, not announced today.
    await app.ctx.database.db.execute(sql`INSERT INTO acervo (numero_controle, cod_tipo_obra, titulo, assuntos, marc)
      VALUES ('interest-late-1', 1, 'Engineering for late arrivals', ARRAY['Engineering -- Study and teaching'], '{"leader":"","fields":[]}'::jsonb)`);
    expect(await matchNewTitles(app.ctx)).toEqual({ matched: 1 });
    expect((await api('GET', '/titulos', who.carlos)).json()[0]).toMatchObject({ titulo: 'Engineering for late arrivals' });
    expect(await deliverAlerts(app.ctx, await recordDigests(app.ctx))).toEqual({ alerts: 0, pushes: 0, mails: 0 });
    expect(await alertsOf('posgrad')).toHaveLength(1);
    expect(receiver.received.length).toBe(pushes);
    expect(sink.messages.length).toBe(mails);
  });

  it("shows another patron's token none of it: lists, changes, deletions and the privacy export", async () => {
    expect((await api('GET', '/area-autor-assunto', who.ana)).json().map((e: { codigo: number }) => e.codigo)).toEqual([engineering]);
    await api('DELETE', `/area-autor-assunto?codigo=${engineering}`, who.ana);
    // Ana removed her own entry; Carlos's is untouched, and Ana cannot change or remove it.
    expect((await api('GET', '/area-autor-assunto', who.ana)).json()).toEqual([]);
    expect((await api('PUT', '/area-autor-assunto/validade', who.ana, { codigo: engineering, validade: null })).statusCode).toBe(404);
    expect((await api('DELETE', `/area-autor-assunto?codigo=${engineering}`, who.ana)).statusCode).toBe(404);
    expect((await api('GET', '/area-autor-assunto', who.carlos)).json()).toEqual([expect.objectContaining({ codigo: engineering })]);
    expect((await api('GET', '/titulos', who.ana)).json()).toEqual([]);
    const exportOf = async (headers: Record<string, string>) =>
      (await app.inject({ url: '/api/pessoas/meu-pergamum/privacidade/exportacao', headers })).json();
    const carlos = await exportOf(who.carlos);
    expect(carlos.perfil_interesse).toEqual([expect.objectContaining({ codigo: engineering, tipoDSI: 'assunto' })]);
    expect(carlos.titulos_interesse.length).toBeGreaterThanOrEqual(10);
    const ana = await exportOf(who.ana);
    expect(ana.perfil_interesse).toEqual([]);
    expect(ana.titulos_interesse).toEqual([]);
    // Without a token: nothing.
    expect((await app.inject({ url: '/api/perfil-interesse/titulos' })).statusCode).toBe(401);
  });

  it('the validity of a term: put off, and an expired term stops matching', async () => {
    const renewed = await api('PUT', '/area-autor-assunto/validade', who.carlos, { codigo: engineering, validade: '2099-06-30' });
    expect(renewed.json()).toMatchObject({ codigo: engineering, validade: '2099-06-30' });
    await app.ctx.database.db.execute(sql`UPDATE perfil_interesse SET validade = current_date - 1
      WHERE cod_pessoa = (SELECT cod_pessoa FROM pessoa WHERE login = 'posgrad')`);
    await app.ctx.database.db.execute(sql`INSERT INTO acervo (numero_controle, cod_tipo_obra, titulo, assuntos, marc)
      VALUES ('interest-expired-1', 1, 'Engineering after the profile ran out', ARRAY['Engineering'], '{"leader":"","fields":[]}'::jsonb)`);
    expect(await matchNewTitles(app.ctx)).toEqual({ matched: 0 });
    const titles = (await api('GET', '/titulos', who.carlos)).json() as { titulo: string }[];
    expect(titles.map((t) => t.titulo)).not.toContain('Engineering after the profile ran out');
  });
});
