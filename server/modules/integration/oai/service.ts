/**
 * OAI-PMH 2.0 publishing (issue 26 item 1): the six verbs over the catalogue, answering a
 * whole document for any input (the protocol's errors are documents too, never an HTTP
 * error). Identifiers are `oai:<repository id>:<cod_acervo>`; the repository id is
 * OAI_REPOSITORY_ID, else the public address's host name.
 */
import type { AppContext } from '../../../context';
import { escapeXml } from '../../../core/markup';
import { isError, parseRequest, parseWindow, type OaiError, type OaiRequest } from './arguments';
import * as store from './store';
import { decodeToken, encodeToken, tokenKey, type ListCursor } from './token';
import { FORMATS, datestamp, envelope, errorBody, header, isFormat, metadata, resumptionToken, type FormatName } from './xml';

export interface Site { baseUrl: string; repositoryId: string }

const identifierOf = (site: Site, id: number) => `oai:${site.repositoryId}:${id}`;

/** The title id an identifier names in this repository, or null. */
export function idOf(site: Site, identifier: string): number | null {
  const prefix = `oai:${site.repositoryId}:`;
  if (!identifier.startsWith(prefix)) return null;
  const rest = identifier.slice(prefix.length);
  return /^[1-9]\d{0,8}$/.test(rest) ? Number(rest) : null;
}

const seconds = (stamp: string) => stamp.replace(/\.\d+Z$/, 'Z');

const err = (code: OaiError['code'], message: string): OaiError => ({ code, message });

/** Answers one request, whatever it holds: the OAI-PMH document as text. */
export async function answer(ctx: AppContext, site: Site, raw: Record<string, unknown>): Promise<string> {
  const request = parseRequest(raw);
  if (isError(request)) return envelope({ baseUrl: site.baseUrl }, errorBody([request]));
  const echo = { baseUrl: site.baseUrl, verb: request.verb, args: request.args };
  const body = await verbBody(ctx, site, request);
  if (isError(body)) {
    // badArgument echoes no arguments: the request was not legal.
    return envelope(body.code === 'badArgument' ? { baseUrl: site.baseUrl } : echo, errorBody([body]));
  }
  return envelope(echo, body);
}

async function verbBody(ctx: AppContext, site: Site, request: OaiRequest): Promise<string | OaiError> {
  const { args } = request;
  switch (request.verb) {
    case 'Identify': return identify(ctx, site);
    case 'ListMetadataFormats': return listMetadataFormats(ctx, site, args.identifier);
    case 'ListSets': {
      if (args.resumptionToken !== undefined) return err('badResumptionToken', 'ListSets is answered in one page: there is no token to resume.');
      const sets = await store.existingSets(ctx);
      return `<ListSets>\n${sets.map((s) => `<set><setSpec>${escapeXml(s.spec)}</setSpec><setName>${escapeXml(s.name)}</setName></set>\n`).join('')}</ListSets>\n`;
    }
    case 'GetRecord': return getRecord(ctx, site, args.identifier, args.metadataPrefix);
    case 'ListIdentifiers':
    case 'ListRecords': return list(ctx, site, request);
  }
}

async function identify(ctx: AppContext, site: Site): Promise<string> {
  const [name, earliest] = await Promise.all([store.repositoryName(ctx), store.earliestStamp(ctx)]);
  const email = ctx.config.oai.adminEmail ?? /<([^>]+)>/.exec(ctx.config.mailFrom)?.[1] ?? ctx.config.mailFrom;
  return '<Identify>\n'
    + `<repositoryName>${escapeXml(name)}</repositoryName>\n<baseURL>${escapeXml(site.baseUrl)}</baseURL>\n`
    + '<protocolVersion>2.0</protocolVersion>\n'
    + `<adminEmail>${escapeXml(email)}</adminEmail>\n`
    + `<earliestDatestamp>${earliest ? seconds(earliest) : datestamp(new Date())}</earliestDatestamp>\n`
    + '<deletedRecord>persistent</deletedRecord>\n<granularity>YYYY-MM-DDThh:mm:ssZ</granularity>\n'
    + '</Identify>\n';
}

async function listMetadataFormats(ctx: AppContext, site: Site, identifier: string | undefined): Promise<string | OaiError> {
  if (identifier !== undefined) {
    const id = idOf(site, identifier);
    if (id === null || !(await store.oneHeader(ctx, id))) return err('idDoesNotExist', 'No record has this identifier.');
  }
  const formats = (Object.keys(FORMATS) as FormatName[]).map((prefix) => `<metadataFormat><metadataPrefix>${prefix}</metadataPrefix>`
    + `<schema>${FORMATS[prefix].schema}</schema><metadataNamespace>${FORMATS[prefix].namespace}</metadataNamespace></metadataFormat>\n`);
  return `<ListMetadataFormats>\n${formats.join('')}</ListMetadataFormats>\n`;
}

async function getRecord(ctx: AppContext, site: Site, identifier: string, prefix: string): Promise<string | OaiError> {
  const id = idOf(site, identifier);
  const found = id === null ? undefined : await store.oneHeader(ctx, id);
  if (!found) return err('idDoesNotExist', 'No record has this identifier.');
  if (!isFormat(prefix)) return err('cannotDisseminateFormat', 'The metadata format is not one this repository offers (oai_dc, marc21).');
  return `<GetRecord>\n${await recordsXml(ctx, site, [found], prefix, true)}</GetRecord>\n`;
}

async function recordsXml(ctx: AppContext, site: Site, page: store.HeaderRow[], prefix: FormatName, withMetadata: boolean): Promise<string> {
  const live = await store.liveRecords(ctx, page.filter((r) => !r.excluido).map((r) => r.id), withMetadata);
  const deleted = await store.deletedSets(ctx, page.filter((r) => r.excluido).map((r) => r.id));
  return page.map((row) => {
    const record = row.excluido ? null : live.get(row.id);
    const head = header({
      identifier: identifierOf(site, row.id), datestamp: seconds(row.stamp), deleted: row.excluido,
      sets: (row.excluido ? deleted.get(row.id) : record?.sets) ?? [],
    });
    if (!withMetadata) return `${head}\n`;
    return `<record>${head}${record?.marc ? metadata(prefix, record.marc) : ''}</record>\n`;
  }).join('');
}

async function list(ctx: AppContext, site: Site, request: OaiRequest): Promise<string | OaiError> {
  const { verb, args } = request;
  const settings = ctx.config.oai;
  const pageSize = Math.max(1, Math.floor(settings.pageSize));
  const key = await tokenKey(ctx.database);
  let cursor: ListCursor;
  if (args.resumptionToken !== undefined) {
    const decoded = decodeToken(key, args.resumptionToken);
    if (!decoded || decoded.verb !== verb) return err('badResumptionToken', 'The resumption token is invalid or has expired.');
    cursor = decoded;
  } else {
    if (!isFormat(args.metadataPrefix)) return err('cannotDisseminateFormat', 'The metadata format is not one this repository offers (oai_dc, marc21).');
    const window = parseWindow(args);
    if (isError(window)) return window;
    cursor = {
      verb, prefix: args.metadataPrefix, set: args.set ?? null, fromMs: window.fromMs, untilMs: window.untilMs,
      after: '', afterId: 0, cursor: 0, completeListSize: null, expires: 0,
    };
  }
  const query: store.ListQuery = {
    set: cursor.set, fromMs: cursor.fromMs, untilMs: cursor.untilMs,
    after: cursor.after ? { stamp: cursor.after, id: cursor.afterId } : null,
  };
  const rows = await store.headerPage(ctx, query, pageSize + 1);
  if (!rows.length && !query.after) return err('noRecordsMatch', 'No record matches the arguments.');
  const page = rows.slice(0, pageSize);
  const more = rows.length > pageSize;
  const firstOfPaged = !query.after && more;
  const completeListSize = firstOfPaged ? await store.listSize(ctx, query) : cursor.completeListSize;
  const prefix = cursor.prefix as FormatName;
  const items = await recordsXml(ctx, site, page, isFormat(prefix) ? prefix : 'oai_dc', verb === 'ListRecords');
  let token = '';
  if (more) {
    const last = page[page.length - 1];
    const expires = Date.now() + settings.tokenHours * 3_600_000;
    const next = encodeToken(key, { ...cursor, after: last.stamp, afterId: last.id, cursor: cursor.cursor + page.length, completeListSize, expires });
    token = resumptionToken({ token: next, completeListSize, cursor: cursor.cursor, expires: new Date(expires) });
  } else if (query.after) {
    // The last page of a list that was paged closes it with an empty token.
    token = resumptionToken({ token: null, completeListSize, cursor: cursor.cursor, expires: null });
  }
  return `<${verb}>\n${items}${token}</${verb}>\n`;
}
