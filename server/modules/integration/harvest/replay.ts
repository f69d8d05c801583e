/**
 * Local OAI-PMH repositories for the seed, the bench and the tests, answering Identify
 * and ListRecords with resumption tokens:
 * - `recordedRepository`: a real repository's recorded answers (a folder with
 *   identify.xml and ListRecords answers, see its PROVENANCE.md). The recorded records
 *   are served byte for byte; a long recorded answer is cut into pages of `pageSize`
 *   records joined by resumption tokens, so the chain is as long as the test needs. The
 *   answer served for a ListRecords is the latest recording whose `from` is not after
 *   the request's (a request without `from` gets the first).
 * - `generatedRepository`: MARC records (the shipped real ones, repeated under new
 *   identifiers to any length) as MARCXML pages, for the seed's partners and the bench.
 * Either is reached in-process (`replayFetch`, no network) or over HTTP (`serveReplay`).
 */
import http from 'node:http';
import { escapeXml } from '../../../core/markup';
import type { AddressInfo } from 'node:net';
import { MARCXML_NS, marcXmlRecord } from '../../../marc/write';
import type { MarcRecord } from '../../../marc/types';
import type { FetchLike } from './client';

export interface Repository {
  /** The OAI-PMH answer to a request's query. */
  answer(query: URLSearchParams): string;
}

const OAI_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/" '
  + 'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/ http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd">';
const requestElement = (base: string, query: URLSearchParams) =>
  `<request${[...query].map(([k, v]) => ` ${escapeXml(k)}="${escapeXml(v)}"`).join('')}>${escapeXml(base)}</request>`;

export function oaiError(base: string, _query: URLSearchParams, code: string, message: string, responseDate = nowStamp()): string {
  return `${OAI_OPEN}<responseDate>${responseDate}</responseDate>${requestElement(base, new URLSearchParams())}<error code="${code}">${escapeXml(message)}</error></OAI-PMH>`;
}
const nowStamp = () => `${new Date().toISOString().slice(0, 19)}Z`;

function listPage(base: string, query: URLSearchParams, responseDate: string, records: string[], next: string | null, complete: number, cursor: number): string {
  const token = next !== null || cursor > 0 ? `<resumptionToken completeListSize="${complete}" cursor="${cursor}">${next ? escapeXml(next) : ''}</resumptionToken>` : '';
  return `${OAI_OPEN}<responseDate>${responseDate}</responseDate>${requestElement(base, query)}<ListRecords>${records.join('\n')}${token}</ListRecords></OAI-PMH>`;
}

interface Answer { from: string | null; responseDate: string; records: string[] }

/** Pages of `answers` by the token `<answer>:<offset>`; anything else is a badResumptionToken. */
function pagedRepository(base: string, identify: () => string, pick: (from: string | null, set: string | null) => Answer | null,
  answers: () => Answer[], pageSize: number): Repository {
  const page = (query: URLSearchParams, index: number, offset: number): string => {
    const answer = answers()[index];
    const slice = answer.records.slice(offset, offset + pageSize);
    const next = offset + pageSize < answer.records.length ? `${index}:${offset + pageSize}` : null;
    return listPage(base, query, answer.responseDate, slice, next, answer.records.length, offset);
  };
  return {
    answer(query) {
      const verb = query.get('verb');
      if (verb === 'Identify') return identify();
      if (verb !== 'ListRecords') return oaiError(base, query, 'badVerb', `verb ${verb ?? '(none)'} is not answered by this replay`);
      const token = query.get('resumptionToken');
      if (token !== null) {
        const m = /^(\d+):(\d+)$/.exec(token);
        const index = m ? Number(m[1]) : -1;
        if (!m || !answers()[index] || Number(m[2]) >= answers()[index].records.length) return oaiError(base, query, 'badResumptionToken', 'The value of the resumptionToken argument is invalid or expired.');
        return page(query, index, Number(m[2]));
      }
      const prefix = query.get('metadataPrefix');
      if (!prefix) return oaiError(base, query, 'badArgument', 'metadataPrefix is required');
      const chosen = pick(query.get('from'), query.get('set'));
      if (!chosen || !chosen.records.length) return oaiError(base, query, 'noRecordsMatch', 'No records match the request.');
      return page(query, answers().indexOf(chosen), 0);
    },
  };
}

const RECORD = /<record(?:\s[^>]*)?>[\s\S]*?<\/record>/g;

/** A real repository's recorded answers: `identify` and the ListRecords answers in the order they were recorded. */
export function recordedRepository(recording: { identify: string; listRecords: string[]; prefix: string }, pageSize = 25): Repository {
  const base = /<baseURL>([^<]*)<\/baseURL>/.exec(recording.identify)?.[1] ?? 'http://localhost/oai';
  const answers: Answer[] = recording.listRecords.map((text) => ({
    from: /<request[^>]*\sfrom="([^"]*)"/.exec(text)?.[1] ?? null,
    responseDate: /<responseDate>([^<]*)<\/responseDate>/.exec(text)?.[1] ?? nowStamp(),
    records: text.match(RECORD) ?? [],
  }));
  const repo = pagedRepository(base, () => recording.identify, (from) => {
    // A harvest from after the first recording's request gets the next recording whose request starts at or after it.
    if (!from) return answers[0];
    const day = from.slice(0, 10);
    if (answers[0].from && day < answers[0].from.slice(0, 10)) return answers[0];
    return answers.find((a) => a.from !== null && a.from.slice(0, 10) >= day) ?? null;
  }, () => answers, pageSize);
  return {
    answer(query) {
      const prefix = query.get('metadataPrefix');
      if (prefix && prefix !== recording.prefix) return oaiError(base, query, 'cannotDisseminateFormat', `${prefix} is not in the recording`);
      return repo.answer(query);
    },
  };
}

/** One MARC record as an OAI-PMH record holding its MARCXML. */
export function marcRecordXml(identifier: string, datestamp: string, record: MarcRecord): string {
  return `<record><header><identifier>${escapeXml(identifier)}</identifier><datestamp>${datestamp}</datestamp></header>`
    + `<metadata>${marcXmlRecord(record, { rootAttributes: ` xmlns="${MARCXML_NS}"`, pretty: true })}</metadata></record>`;
}

/**
 * `count` records made from `records` (cycled; the n-th copy gets identifier `oai:<host>:<n>`),
 * all with `datestamp`; a harvest from after it finds nothing new.
 */
export function generatedRepository(options: { name: string; base: string; records: MarcRecord[]; count?: number; datestamp: string; pageSize?: number }): Repository {
  const host = new URL(options.base).host || 'replay';
  const count = options.count ?? options.records.length;
  const all: Answer = { from: null, responseDate: nowStamp(), records: [] };
  for (let i = 0; i < count; i += 1) all.records.push(marcRecordXml(`oai:${host}:${i + 1}`, options.datestamp, options.records[i % options.records.length]));
  const identify = () => `${OAI_OPEN}<responseDate>${nowStamp()}</responseDate><request verb="Identify">${escapeXml(options.base)}</request><Identify>`
    + `<repositoryName>${escapeXml(options.name)}</repositoryName><baseURL>${escapeXml(options.base)}</baseURL><protocolVersion>2.0</protocolVersion>`
    + `<adminEmail>nobody@invalid</adminEmail><earliestDatestamp>${options.datestamp}</earliestDatestamp><deletedRecord>persistent</deletedRecord>`
    + `<granularity>YYYY-MM-DDThh:mm:ssZ</granularity></Identify></OAI-PMH>`;
  const repo = pagedRepository(options.base, identify, (from) => (from && from > options.datestamp ? null : all), () => [all], options.pageSize ?? 100);
  return {
    answer(query) {
      const prefix = query.get('metadataPrefix');
      if (prefix && prefix !== 'marc21') return oaiError(options.base, query, 'cannotDisseminateFormat', `${prefix} is not offered`);
      return repo.answer(query);
    },
  };
}

const xmlResponse = (body: string) => new Response(body, { status: 200, headers: { 'content-type': 'text/xml; charset=utf-8' } });

/** Answers requests to `base…` from the repository, in-process. */
export function replayFetch(repositories: Record<string, Repository>): FetchLike {
  return async (url) => {
    const u = new URL(url);
    const base = `${u.protocol}//${u.host}${u.pathname}`;
    const repo = repositories[base];
    if (!repo) return new Response('not found', { status: 404 });
    return xmlResponse(repo.answer(u.searchParams));
  };
}

export interface ReplayServer { url: string; requests: string[]; close(): Promise<void> }

/**
 * Serves a repository over HTTP on 127.0.0.1 (port 0 = any free port). `intercept` may
 * answer a request itself (a 503 with Retry-After, a broken page, a hang) before the repository does.
 */
export async function serveReplay(repository: Repository, options: { port?: number; path?: string;
  intercept?: (n: number, url: URL, res: http.ServerResponse) => boolean } = {}): Promise<ReplayServer> {
  const requests: string[] = [];
  const path = options.path ?? '/oai';
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url.search);
    if (options.intercept?.(requests.length, url, res)) return;
    if (url.pathname !== path) { res.writeHead(404).end(); return; }
    res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(repository.answer(url.searchParams));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`, requests,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
