/**
 * Reads MARCXML (MARC 21 slim), with or without a namespace prefix. marcjs's own MARCXML
 * parser slices attributes at fixed offsets and breaks on prefixed elements
 * (`<marc:controlfield …>`, as in LC's files), so records are cut out here and each is
 * parsed by fast-xml-parser, in document order: a broken record costs only itself.
 */
import { XMLParser } from 'fast-xml-parser';
import type { MarcReadResult } from './iso2709-read';
import type { MarcField, MarcRecord } from './types';

const parser = new XMLParser({
  preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '', removeNSPrefix: true,
  parseTagValue: false, parseAttributeValue: false, trimValues: false, processEntities: true, htmlEntities: true,
});

type Node = Record<string, unknown> & { ':@'?: Record<string, string> };
const RECORD = /<((?:[A-Za-z_][\w.-]*:)?)record(?:\s[^>]*)?>([\s\S]*?)<\/\1record\s*>/g;

export function* readMarcXml(text: string): Generator<MarcReadResult> {
  let position = 0;
  for (const match of text.matchAll(RECORD)) {
    position += 1;
    try {
      yield { position, record: toRecord(parser.parse(match[0]) as Node[]) };
    } catch (error) {
      yield { position, error: error instanceof Error ? error.message : String(error) };
    }
  }
}

export const countXmlRecords = (text: string): number => [...text.matchAll(RECORD)].length;

const textOf = (children: unknown): string =>
  Array.isArray(children) ? children.map((c: Node) => (typeof c['#text'] === 'string' ? c['#text'] : '')).join('') : '';

function toRecord(doc: Node[]): MarcRecord {
  const root = doc.find((n) => 'record' in n);
  if (!root) throw new Error('not a MARCXML record');
  let leader: string | undefined;
  const fields: MarcField[] = [];
  for (const node of root.record as Node[]) {
    const attrs = node[':@'] ?? {};
    if ('leader' in node) leader = textOf(node.leader);
    else if ('controlfield' in node) {
      if (!attrs.tag) throw new Error('controlfield without a tag');
      fields.push({ tag: attrs.tag, value: textOf(node.controlfield).normalize('NFC') });
    } else if ('datafield' in node) {
      if (!attrs.tag) throw new Error('datafield without a tag');
      const subfields = (node.datafield as Node[]).filter((s) => 'subfield' in s).map((s) => ({
        code: s[':@']?.code ?? '', value: textOf(s.subfield).normalize('NFC'),
      }));
      fields.push({ tag: attrs.tag, ind1: attrs.ind1 || ' ', ind2: attrs.ind2 || ' ', subfields });
    }
  }
  if (leader === undefined) throw new Error('record has no leader');
  if (leader.length !== 24) throw new Error(`leader is ${leader.length} characters, not 24`);
  return { leader, fields };
}
