/**
 * Reads ISO 2709 records from a buffer into Unicode MarcRecords: frames and cuts them on
 * bytes (iso2709.ts), picks each record's encoding (encoding.ts) and decodes field by field.
 */
import { addToFileEvidence, decodeBytes, guessEncoding, type FileEvidence, type MarcEncoding } from './encoding';
import type { Marc8Stats } from './marc8';
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
  /** What the librarian should know about a record that was read nonetheless. */
  notices?: string[];
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
      const { encoding, contradiction } = guessEncoding(raw.leader[9], bytes.subarray(24), evidence);
      const stats: Marc8Stats = { eacc: 0, undefined: 0 };
      const record = decodeRecord(raw, encoding, stats);
      const notices = contradiction ? [contradiction] : [];
      if (stats.eacc > 0) notices.push(`${stats.eacc} East Asian (EACC) character${stats.eacc === 1 ? '' : 's'} could not be decoded (shown as \ufffd)`);
      if (stats.undefined > 0) notices.push(`${stats.undefined} MARC-8 byte${stats.undefined === 1 ? '' : 's'} undefined in ${stats.undefined === 1 ? 'its' : 'their'} character set could not be decoded (shown as \ufffd)`);
      yield { position, record, encoding, ...(notices.length ? { notices } : {}) };
    } catch (error) {
      if (!(error instanceof MalformedRecordError)) throw error;
      yield { position, error: error.message };
    }
  }
}

/** What the file's 8-bit records that are not UTF-8 say: the tie-breaker for ambiguous ones. */
function fileEvidence(buffer: Uint8Array, all: { start: number; end: number }[]): FileEvidence {
  const evidence: FileEvidence = { latin1: 0, marc8: 0 };
  for (const { start, end } of all) addToFileEvidence(evidence, buffer.subarray(start + 24, end));
  return evidence;
}

function decodeRecord(raw: RawRecord, encoding: MarcEncoding, stats: Marc8Stats): MarcRecord {
  const fields: MarcField[] = raw.fields.map(({ tag, data }) => {
    if (isControlTag(tag)) return { tag, value: decodeBytes(data, encoding, stats) };
    const ind1 = data.length > 0 && data[0] !== SUBFIELD_DELIMITER ? String.fromCharCode(data[0]) : ' ';
    const ind2 = data.length > 1 && data[0] !== SUBFIELD_DELIMITER && data[1] !== SUBFIELD_DELIMITER ? String.fromCharCode(data[1]) : ' ';
    const bodyStart = data.indexOf(SUBFIELD_DELIMITER);
    const body = bodyStart < 0 ? '' : decodeBytes(data.subarray(bodyStart), encoding, stats);
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
