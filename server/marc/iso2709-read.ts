/**
 * Reads ISO 2709 records from a buffer into Unicode MarcRecords: frames and cuts them on
 * bytes (iso2709.ts), picks each record's encoding (encoding.ts) and decodes field by field.
 */
import { chooseEncoding, decodeBytes, latin1Evidence, utf8Shape, type MarcEncoding } from './encoding';
import { frames, isControlTag, MalformedRecordError, parseRecordBytes, SUBFIELD_DELIMITER, type RawRecord } from './iso2709';
import type { MarcField, MarcRecord, MarcSubfield } from './types';

export interface MarcReadResult {
  /** 1-based position of the record in its file. */
  position: number;
  record?: MarcRecord;
  /** Why the record could not be read; the reading goes on with the next one. */
  error?: string;
  /** The encoding the record's bytes were decoded from (ISO 2709 only). */
  encoding?: MarcEncoding;
}

export function* readIso2709(buffer: Uint8Array): Generator<MarcReadResult> {
  const all = [...frames(buffer)];
  const evidence = fileEvidence(buffer, all);
  let position = 0;
  for (const { start, end } of all) {
    position += 1;
    const bytes = buffer.subarray(start, end);
    try {
      const raw = parseRecordBytes(bytes);
      const encoding = chooseEncoding(raw.leader[9], bytes.subarray(24), evidence);
      yield { position, record: decodeRecord(raw, encoding), encoding };
    } catch (error) {
      if (!(error instanceof MalformedRecordError)) throw error;
      yield { position, error: error.message };
    }
  }
}

/** Summed Latin-1 evidence of the file's 8-bit records that are not UTF-8: the tie-breaker for ambiguous ones. */
function fileEvidence(buffer: Uint8Array, all: { start: number; end: number }[]): number {
  let total = 0;
  for (const { start, end } of all) {
    const data = buffer.subarray(start + 24, end);
    if (!data.some((b) => b >= 0x80)) continue;
    const { sequences, invalid } = utf8Shape(data);
    if (invalid > 0 && sequences <= invalid) total += latin1Evidence(data);
  }
  return total;
}

function decodeRecord(raw: RawRecord, encoding: MarcEncoding): MarcRecord {
  const fields: MarcField[] = raw.fields.map(({ tag, data }) => {
    if (isControlTag(tag)) return { tag, value: decodeBytes(data, encoding) };
    const ind1 = data.length > 0 && data[0] !== SUBFIELD_DELIMITER ? String.fromCharCode(data[0]) : ' ';
    const ind2 = data.length > 1 && data[0] !== SUBFIELD_DELIMITER && data[1] !== SUBFIELD_DELIMITER ? String.fromCharCode(data[1]) : ' ';
    const bodyStart = data.indexOf(SUBFIELD_DELIMITER);
    const body = bodyStart < 0 ? '' : decodeBytes(data.subarray(bodyStart), encoding);
    const subfields: MarcSubfield[] = [];
    for (const chunk of body.split('\x1f')) {
      if (chunk.length === 0) continue;
      const code = String.fromCodePoint(chunk.codePointAt(0)!);
      subfields.push({ code, value: chunk.slice(code.length) });
    }
    return { tag, ind1, ind2, subfields };
  });
  // The text is Unicode now, whatever the file held: say so in Leader/09.
  return { leader: raw.leader.slice(0, 9) + 'a' + raw.leader.slice(10), fields };
}
