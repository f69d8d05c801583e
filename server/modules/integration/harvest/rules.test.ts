import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractTitle } from '../../../marc/extract';
import { retryAfterMs } from './client';
import { dublinCoreToMarc, marcLanguage } from './dublin-core';
import { incrementalFrom, listUrl } from './harvest';
import { OaiFormatError, parseOaiPage, readDublinCore } from './oai-page';

const recorded = (f: string) => readFileSync(`server/seed/oai/erasmus-dspace/${f}`, 'utf8');

describe('OAI-PMH answers', () => {
  it('reads a real DSpace answer: responseDate, records, deleted headers, no token', () => {
    const page = parseOaiPage(recorded('listrecords-2-from-2004-01-01.xml'));
    expect(page.responseDate).toBe('2004-02-17T13:44:55Z');
    expect(page.records).toHaveLength(81);
    expect(page.records.filter((r) => r.deleted).map((r) => r.identifier)).toEqual(['hdl:1765/1160', 'hdl:1765/1161']);
    expect(page.records.find((r) => r.deleted)!.metadata).toBeNull();
    expect(page.token).toBeNull();
  });

  it('reads errors, tokens with their attributes, prefixed elements and entities', () => {
    const page = parseOaiPage(`<?xml version="1.0"?><oai:OAI-PMH xmlns:oai="http://www.openarchives.org/OAI/2.0/"><oai:responseDate>2026-01-01T00:00:00Z</oai:responseDate>
      <oai:ListRecords><oai:record><oai:header><oai:identifier>oai:x:a&amp;b</oai:identifier><oai:datestamp>2026-01-01</oai:datestamp><oai:setSpec>s:1</oai:setSpec></oai:header>
      <oai:metadata><dc>x</dc></oai:metadata></oai:record><oai:resumptionToken completeListSize="10" cursor="0">t&amp;1</oai:resumptionToken></oai:ListRecords></oai:OAI-PMH>`);
    expect(page.records).toEqual([{ identifier: 'oai:x:a&b', datestamp: '2026-01-01', deleted: false, sets: ['s:1'], metadata: '<dc>x</dc>' }]);
    expect([page.token, page.completeListSize, page.cursor]).toEqual(['t&1', 10, 0]);
    const error = parseOaiPage('<OAI-PMH><responseDate>x</responseDate><error code="noRecordsMatch">none</error></OAI-PMH>');
    expect(error.error).toEqual({ code: 'noRecordsMatch', message: 'none' });
    // The last page's empty token ends the list.
    expect(parseOaiPage('<OAI-PMH><ListRecords><resumptionToken completeListSize="3" cursor="2"/></ListRecords></OAI-PMH>').token).toBeNull();
  });

  it('refuses what is not well-formed or not OAI-PMH', () => {
    expect(() => parseOaiPage('<OAI-PMH><ListRecords><record>')).toThrow(OaiFormatError);
    expect(() => parseOaiPage('<html><body>Service unavailable</body></html>')).toThrow(/not an OAI-PMH answer/);
    expect(() => parseOaiPage('')).toThrow(OaiFormatError);
  });
});

describe('Dublin Core → MARC', () => {
  it('maps a real oai_dc record to the network catalogue\'s fields', () => {
    const page = parseOaiPage(recorded('listrecords-1-from-2003-04-10.xml'));
    const record = page.records.find((r) => r.identifier === 'hdl:1765/308')!;
    const marc = dublinCoreToMarc(record.identifier, readDublinCore(record.metadata!));
    expect(marc.leader).toHaveLength(24);
    const t = extractTitle(marc);
    expect(t).toMatchObject({ numeroControle: 'hdl:1765/308', titulo: 'Kijken in het brein: Over de mogelijkheden van neuromarketing', autor: 'Smidts, A.', anoPublicacao: 2003 });
  });

  it('reads ISBNs, URLs, languages and types', () => {
    const marc = dublinCoreToMarc('oai:x:1', {
      title: ['Um livro'], creator: ['Silva, A.', 'Souza, B.'], contributor: ['Silva, A.', 'Lima, C.'], date: ['c2019'], language: ['pt-BR'],
      identifier: ['ISBN 978-85-7522-123-4', 'https://repo.example/1', '1234-5678', 'urn:x:9'], type: ['Image'], publisher: ['Editora'], subject: ['Teste'],
    });
    const t = extractTitle(marc);
    expect(t).toMatchObject({ titulo: 'Um livro', autor: 'Silva, A.', anoPublicacao: 2019, idioma: 'por', isbn: ['9788575221234'], issn: ['1234-5678'], editora: 'Editora' });
    expect(marc.leader[6]).toBe('k');
    const names = marc.fields.filter((f) => f.tag === '700').map((f) => ('subfields' in f ? f.subfields[0].value : ''));
    expect(names).toEqual(['Souza, B.', 'Lima, C.']);
    expect(() => dublinCoreToMarc('oai:x:2', { creator: ['x'] })).toThrow('without a title');
    expect([marcLanguage('en'), marcLanguage('English'), marcLanguage('deu'), marcLanguage('xx-yy-zz')]).toEqual(['eng', 'eng', 'ger', null]);
  });
});

describe('incremental harvests and HTTP waits', () => {
  it('asks from the last responseDate minus one unit of granularity', () => {
    expect(incrementalFrom('2004-02-17T13:44:55Z', 'seconds')).toBe('2004-02-17T13:44:54Z');
    expect(incrementalFrom('2004-02-17T00:10:00Z', 'day')).toBe('2004-02-16');
    expect(listUrl('http://h/oai?x=1', { prefix: 'marc21', set: 's', from: '2020-01-01' })).toBe('http://h/oai?x=1&verb=ListRecords&metadataPrefix=marc21&set=s&from=2020-01-01');
    expect(listUrl('http://h/oai', { token: 'a b&c', prefix: 'marc21', from: '2020-01-01' })).toBe('http://h/oai?verb=ListRecords&resumptionToken=a+b%26c');
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterMs('120')).toBe(120_000);
    expect(retryAfterMs(new Date(Date.parse('2026-01-01T00:00:30Z')).toUTCString(), Date.parse('2026-01-01T00:00:00Z'))).toBe(30_000);
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });
});
