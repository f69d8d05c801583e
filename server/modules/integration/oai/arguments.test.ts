import { describe, expect, it } from 'vitest';
import { parseDate, parseRequest, parseWindow } from './arguments';

describe('OAI-PMH request rules', () => {
  it('needs one legal verb before anything else', () => {
    expect(parseRequest({})).toMatchObject({ code: 'badVerb' });
    expect(parseRequest({ verb: 'listrecords' })).toMatchObject({ code: 'badVerb' });
    expect(parseRequest({ verb: ['Identify', 'Identify'] })).toMatchObject({ code: 'badVerb' });
    expect(parseRequest({ verb: 'Identify' })).toEqual({ verb: 'Identify', args: {} });
  });

  it('refuses unknown, repeated and missing arguments', () => {
    expect(parseRequest({ verb: 'Identify', metadataPrefix: 'oai_dc' })).toMatchObject({ code: 'badArgument' });
    expect(parseRequest({ verb: 'ListRecords', metadataPrefix: ['oai_dc', 'marc21'] })).toMatchObject({ code: 'badArgument' });
    expect(parseRequest({ verb: 'ListRecords', set: 'tipo:1' })).toMatchObject({ code: 'badArgument' });
    expect(parseRequest({ verb: 'GetRecord', metadataPrefix: 'oai_dc' })).toMatchObject({ code: 'badArgument' });
    expect(parseRequest({ verb: 'ListRecords', metadataPrefix: 'x'.repeat(2001) })).toMatchObject({ code: 'badArgument' });
  });

  it('takes resumptionToken alone', () => {
    expect(parseRequest({ verb: 'ListIdentifiers', resumptionToken: 't' })).toEqual({ verb: 'ListIdentifiers', args: { resumptionToken: 't' } });
    expect(parseRequest({ verb: 'ListIdentifiers', resumptionToken: 't', metadataPrefix: 'oai_dc' })).toMatchObject({ code: 'badArgument' });
    expect(parseRequest({ verb: 'GetRecord', resumptionToken: 't', identifier: 'i', metadataPrefix: 'oai_dc' })).toMatchObject({ code: 'badArgument' });
  });

  it('reads dates at day or second granularity, until a day meaning its last second', () => {
    expect(parseDate('2024-02-29', false)).toEqual({ ms: Date.UTC(2024, 1, 29), day: true });
    expect(parseDate('2024-02-29', true)).toEqual({ ms: Date.UTC(2024, 1, 29, 23, 59, 59), day: true });
    expect(parseDate('2024-01-02T03:04:05Z', false)).toEqual({ ms: Date.UTC(2024, 0, 2, 3, 4, 5), day: false });
    for (const bad of ['2023-02-29', '2024-13-01', '2024-01-01T24:00:00Z', '2024-01-01T00:00:00.1Z', '2024-01-01T00:00:00', '24-01-01', '']) {
      expect(parseDate(bad, false), bad).toBeNull();
    }
  });

  it('wants from and until of one granularity, in order', () => {
    expect(parseWindow({ from: '2024-01-01', until: '2024-01-01' })).toEqual({ fromMs: Date.UTC(2024, 0, 1), untilMs: Date.UTC(2024, 0, 1, 23, 59, 59) });
    expect(parseWindow({ from: '2024-01-01', until: '2024-01-01T00:00:00Z' })).toMatchObject({ code: 'badArgument' });
    expect(parseWindow({ from: '2024-01-02', until: '2024-01-01' })).toMatchObject({ code: 'badArgument' });
    expect(parseWindow({})).toEqual({ fromMs: null, untilMs: null });
  });
});
