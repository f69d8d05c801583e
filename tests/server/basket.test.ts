import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { readMarc } from '../../server/marc/read';
import type { MarcRecord } from '../../server/marc/types';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { backendName } from '../support/test-db';
import { bearer, login, publicToken, testApp } from '../support/server-app';

/** A mail as a person reads it: quoted-printable and encoded-word headers decoded. */
function readable(raw: string): string {
  const qp = (text: string) => Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
  return raw
    .replace(/\?=\r?\n\s+=\?UTF-8\?Q\?/gi, '')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, text: string) => qp(text))
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.split('=').slice(1).map((h) => parseInt(h, 16))).toString('utf8'));
}

async function titleByControl(app: FastifyInstance, control: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(app.ctx.database.db, sql`SELECT cod_acervo AS id FROM acervo WHERE numero_controle = ${control}`);
  if (!row) throw new Error(`demo record ${control} missing`);
  return row.id;
}

describe(`basket export, e-mail and permanent basket (${backendName})`, () => {
  let app: FastifyInstance;
  let sink: SmtpSink;
  let auth: Record<string, string>;
  let depp: number; // LoC 16612560, Johnny Depp : the illustrated biography
  let dust: number; // LoC 15232751, Years of dust : the story of the Dust Bowl
  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await testApp({ smtpUrl: sink.url, mailFrom: 'Biblioteca <biblioteca@example.org>' });
    auth = bearer(await publicToken(app));
    depp = await titleByControl(app, '16612560');
    dust = await titleByControl(app, '15232751');
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });
  const exportAs = (payload: object, headers = auth) => app.inject({ method: 'POST', url: '/api/acervo/exportar-cesta', headers, payload });
  const file = async (dados: string, acervos = [depp, dust]) => {
    const res = await exportAs({ tipo: 'arquivo', dados, acervos });
    expect(res.statusCode).toBe(200);
    return res.json() as { enviado: boolean; nome_arquivo: string; tipo_conteudo: string; conteudo: string };
  };

  it('exports MARC (ISO 2709) that reads back as the stored records', async () => {
    const result = await file('iso2709');
    expect(result).toMatchObject({ enviado: false, tipo_conteudo: 'application/marc', nome_arquivo: expect.stringMatching(/\.mrc$/) });
    const read: MarcRecord[] = [];
    for await (const r of readMarc(Buffer.from(result.conteudo, 'utf8'))) read.push(r.record!);
    const stored = await queryRows<{ marc: MarcRecord }>(app.ctx.database.db,
      sql`SELECT marc FROM acervo WHERE cod_acervo = ANY(${sql.param([depp, dust])}::int[]) ORDER BY array_position(${sql.param([depp, dust])}::int[], cod_acervo)`);
    expect(read.map((r) => r.fields)).toEqual(stored.map((s) => s.marc.fields));
  });

  it('exports MARCXML that reads back as the stored records', async () => {
    const result = await file('marcxml', [depp]);
    expect(result.tipo_conteudo).toBe('application/marcxml+xml');
    const read: MarcRecord[] = [];
    for await (const r of readMarc(Buffer.from(result.conteudo, 'utf8'))) read.push(r.record!);
    const [stored] = await queryRows<{ marc: MarcRecord }>(app.ctx.database.db, sql`SELECT marc FROM acervo WHERE cod_acervo = ${depp}`);
    expect(read[0].fields).toEqual(stored.marc.fields);
  });

  it('exports RIS and BibTeX holding the titles, authors and imprint', async () => {
    const ris = (await file('ris')).conteudo;
    expect(ris).toContain('TY  - BOOK\r\nAU  - Johnstone, Nick\r\nTI  - Johnny Depp: the illustrated biography');
    expect(ris).toContain('PB  - Carlton Books');
    expect(ris).toContain('TI  - Years of dust: the story of the Dust Bowl');
    expect(ris.match(/^ER {2}- $/gm)).toHaveLength(2);
    const bib = await file('bibtex');
    expect(bib.nome_arquivo).toMatch(/\.bib$/);
    expect(bib.conteudo).toContain(`@book{johnstone2010_${depp},`);
    expect(bib.conteudo).toContain('  title = {Johnny Depp: the illustrated biography}');
    expect(bib.conteudo).toContain('  author = {Marrin, Albert}');
  });

  it('exports CSV per RFC 4180 with a BOM, quoting commas and quotes', async () => {
    const csv = (await file('csv')).conteudo;
    expect(csv.startsWith('\uFEFFcod_acervo,titulo,autores,')).toBe(true);
    const lines = csv.split('\r\n');
    expect(lines[1]).toContain(`${depp},Johnny Depp: the illustrated biography,"Johnstone, Nick",4th ed.,London,Carlton Books,2010,`);
    // A title with a comma and quotes is quoted with the quotes doubled.
    const [marc] = await queryRows<{ marc: MarcRecord }>(app.ctx.database.db, sql`SELECT marc FROM acervo WHERE cod_acervo = ${dust}`);
    const f245 = marc.marc.fields.find((f) => f.tag === '245') as { subfields: { code: string; value: string }[] };
    f245.subfields[0].value = 'Years of "dust", again :';
    await queryRows(app.ctx.database.db, sql`UPDATE acervo SET marc = ${JSON.stringify(marc.marc)}::jsonb WHERE cod_acervo = ${dust}`);
    const quoted = (await file('csv', [dust])).conteudo.split('\r\n')[1];
    expect(quoted).toContain(`${dust},"Years of ""dust"", again: the story of the Dust Bowl","Marrin, Albert"`);
  });

  it('exports the ABNT reference list', async () => {
    const list = (await file('referencia')).conteudo;
    expect(list).toContain('JOHNSTONE, Nick. Johnny Depp: the illustrated biography. 4. ed. London: Carlton Books, 2010.');
    // NBR 6023 lists references alphabetically.
    expect(list.indexOf('JOHNSTONE')).toBeLessThan(list.indexOf('MARRIN'));
  });

  it('sends a patron\'s export by e-mail to every recipient, with the file attached and their own words', async () => {
    const patron = bearer((await login(app, 'aluno')).access_token);
    const before = sink.messages.length;
    const res = await exportAs({
      tipo: 'email', dados: 'ris', acervos: [depp],
      opcoesEmail: { destinatarios: 'ana@example.org; bruno@example.com', assunto: 'Leituras', mensagem: 'Segue a lista.' },
    }, patron);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ enviado: true, conteudo: null, nome_arquivo: expect.stringMatching(/\.ris$/) });
    const messages = (await sink.waitFor(before + 2)).slice(before);
    expect(messages.flatMap((m) => m.to).sort()).toEqual(['ana@example.org', 'bruno@example.com']);
    const raw = messages[0].raw;
    expect(raw).toMatch(/^Subject: Leituras/m);
    expect(raw).toContain('Segue a lista.');
    expect(raw).toMatch(/filename="?cesta-\d{4}-\d{2}-\d{2}\.ris"?/);
    const attachment = /Content-Disposition: attachment[^\n]*\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw)?.[1] ?? '';
    expect(Buffer.from(attachment.replace(/\s/g, ''), 'base64').toString('utf8')).toContain('TI  - Johnny Depp: the illustrated biography');
  });

  it('sends a visitor\'s e-mail with the basket only, under the fixed subject: no free text to relay', async () => {
    const before = sink.messages.length;
    const res = await exportAs({
      tipo: 'email', dados: 'referencia', acervos: [depp, dust],
      opcoesEmail: { destinatarios: 'carla@example.org', assunto: 'Você ganhou um prêmio', mensagem: 'Clique em http://golpe.example/pix' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().enviado).toBe(true);
    const [mail] = (await sink.waitFor(before + 1)).slice(before);
    expect(mail.to).toEqual(['carla@example.org']);
    const raw = readable(mail.raw);
    expect(raw).not.toContain('golpe.example');
    expect(raw).not.toContain('prêmio');
    expect(raw).toMatch(/^Subject: Títulos selecionados no catálogo da biblioteca/m);
    expect(raw).toContain('Johnny Depp');
    expect(raw).toContain('Years of dust');
  });

  it('refuses a list with one bad address, naming it, and sends nothing', async () => {
    const before = sink.messages.length;
    const res = await exportAs({ tipo: 'email', dados: 'ris', acervos: [depp], opcoesEmail: { destinatarios: 'ana@example.org;bruno@@example;carla@example.com' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'error.invalid-recipient', destinatario: 'bruno@@example' });
    expect((await exportAs({ tipo: 'email', dados: 'ris', acervos: [depp] })).json()).toEqual({ message: 'error.missing-recipients' });
    const crowd = Array.from({ length: 21 }, (_, i) => `p${i}@example.org`).join(';');
    expect((await exportAs({ tipo: 'email', dados: 'ris', acervos: [depp], opcoesEmail: { destinatarios: crowd } })).json()).toEqual({ message: 'error.too-many-recipients' });
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.messages.length).toBe(before);
  });

  it('answers 404 when a code is not a title', async () => {
    expect((await exportAs({ tipo: 'arquivo', dados: 'ris', acervos: [depp, 987654321] })).statusCode).toBe(404);
  });

  it('keeps each patron\'s permanent basket apart', async () => {
    const aluno = bearer((await login(app, 'aluno')).access_token);
    const professor = bearer((await login(app, 'professor')).access_token);
    const add = (headers: Record<string, string>, acervos: number[]) => app.inject({ method: 'POST', url: '/api/acervo/cesta-permanente', headers, payload: { acervos } });
    const list = async (headers: Record<string, string>) =>
      ((await app.inject({ url: '/api/acervo/cesta-permanente/colecao', headers })).json() as { cod_acervo: number }[]).map((x) => x.cod_acervo).sort();
    // The demo gives aluno two saved titles of her own; professor starts empty.
    const before = await list(aluno);
    const with_ = (...codes: number[]) => [...new Set([...before, ...codes])].sort();
    expect((await add(aluno, [depp, dust])).statusCode).toBe(204);
    expect((await add(aluno, [depp])).statusCode).toBe(204); // already there: kept once
    expect((await add(professor, [dust])).statusCode).toBe(204);
    expect(await list(aluno)).toEqual(with_(depp, dust));
    expect(await list(professor)).toEqual([dust]);
    // Removing from one basket leaves the other alone; removing what is not there is 404.
    const remove = (headers: Record<string, string>, acervo: number) => app.inject({ method: 'PUT', url: '/api/acervo/cesta-permanente', headers, payload: { acervo } });
    expect((await remove(professor, depp)).statusCode).toBe(404);
    expect((await remove(aluno, dust)).statusCode).toBe(204);
    expect(await list(aluno)).toEqual(with_(depp).filter((code) => code !== dust));
    expect(await list(professor)).toEqual([dust]);
    const today = new Date().toISOString().slice(0, 10);
    const res = await app.inject({ url: `/api/acervo/cesta-permanente/colecao?tipoBusca=periodo&dataIni=2000-01-01&dataFim=2000-12-31`, headers: aluno });
    expect(res.json()).toEqual([]);
    const saved = (await app.inject({ url: '/api/acervo/cesta-permanente/colecao', headers: aluno })).json();
    expect(saved[0]).toMatchObject({ cod_acervo: depp, titulo: expect.stringContaining('Johnny Depp'), data_inclusao: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(Math.abs(Date.parse(saved[0].data_inclusao) - Date.parse(today))).toBeLessThanOrEqual(86_400_000);
    expect((await add(aluno, [987654321])).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/acervo/cesta-permanente/colecao', headers: auth })).statusCode).toBe(403);
  });
});
