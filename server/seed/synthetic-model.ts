/**
 * What the synthetic catalogue is drawn from: distributions measured on the real records
 * of ./marc (title words per language, title lengths, author name parts, subject headings
 * from the 650s and from LCSH, and whole real records used as templates for type, language,
 * year and imprint, so those stay correlated the way they are in real data).
 */
import { readdir } from 'node:fs/promises';
import { idiomaDe } from '../marc/languages';
import { readMarcFile } from '../marc/read';
import { isControlField, type MarcDataField, type MarcRecord, type MarcSubfield } from '../marc/types';
import { demoMarcPath } from './marc-files';
import { Distribution } from './random';

export interface Template {
  leader: string;
  f008: string;
  lang: string;
  year: number | null;
  imprint: MarcSubfield[] | null;
  extent: string | null;
  classStem: string | null;
}

export interface SyntheticModel {
  templates: Template[];
  wordsByLang: Map<string, Distribution<string>>;
  words: Distribution<string>;
  titleLengths: Distribution<number>;
  subtitleShare: number;
  authorShare: number;
  surnames: Distribution<string>;
  forenames: Distribution<string>;
  subjects: Distribution<MarcSubfield[]>;
  subjectCounts: Distribution<number>;
  /** Frequent short words (articles, prepositions) that a title should not end with. */
  functionWords: Set<string>;
}

const dataFields = (record: MarcRecord, tag: string) =>
  record.fields.filter((f): f is MarcDataField => !isControlField(f) && f.tag === tag);
const control = (record: MarcRecord, tag: string) => {
  const field = record.fields.find((f) => isControlField(f) && f.tag === tag);
  return field && isControlField(field) ? field.value : '';
};
const first = (field: MarcDataField | undefined, code: string) => field?.subfields.find((s) => s.code === code)?.value ?? null;
/** ISBD punctuation at the end of a subfield (" /", " :", ",", ".") is cataloguing, not content. */
const trimIsbd = (text: string) => text.replace(/[\s/:;,.=]+$/u, '').trim();

const count = <K>(map: Map<K, number>, key: K, by = 1) => map.set(key, (map.get(key) ?? 0) + by);
/** Letters (any script) with inner apostrophes or hyphens; digits kept as words too. */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export async function loadRecords(dir: 'bib' | 'auth', only?: RegExp): Promise<MarcRecord[]> {
  const files = (await readdir(demoMarcPath(dir))).filter((f) => f.endsWith('.mrc') && (!only || only.test(f))).sort();
  const records: MarcRecord[] = [];
  for (const file of files) {
    for await (const { record } of readMarcFile(demoMarcPath(`${dir}/${file}`))) if (record) records.push(record);
  }
  return records;
}

export function buildModel(bib: MarcRecord[], subjectAuthorities: MarcRecord[]): SyntheticModel {
  const templates: Template[] = [];
  const wordCounts = new Map<string, Map<string, number>>();
  const allWords = new Map<string, number>();
  const lengths = new Map<number, number>();
  const surnames = new Map<string, number>();
  const forenames = new Map<string, number>();
  const subjects = new Map<string, { subfields: MarcSubfield[]; n: number }>();
  const subjectCounts = new Map<number, number>();
  let subtitles = 0;
  let authors = 0;
  for (const record of bib) {
    const f008 = control(record, '008').padEnd(40, ' ').slice(0, 40);
    const lang = idiomaDe(record) ?? '';
    const year = /^\d{4}$/.test(f008.slice(7, 11)) ? Number(f008.slice(7, 11)) : null;
    const imprint = dataFields(record, '264')[0] ?? dataFields(record, '260')[0];
    templates.push({
      leader: record.leader, f008, lang, year,
      imprint: imprint ? imprint.subfields.filter((s) => 'abc'.includes(s.code)) : null,
      extent: first(dataFields(record, '300')[0], 'a'),
      classStem: first(dataFields(record, '050')[0], 'a')?.split(/[\s.]/)[0] ?? null,
    });
    const f245 = dataFields(record, '245')[0];
    const title = trimIsbd(first(f245, 'a') ?? '');
    const words = (title.match(WORD) ?? []).map((w) => w.toLocaleLowerCase());
    if (words.length > 0) count(lengths, Math.min(words.length, 16));
    if (first(f245, 'b')) subtitles++;
    const byLang = wordCounts.get(lang) ?? new Map<string, number>();
    wordCounts.set(lang, byLang);
    for (const w of [...words, ...(trimIsbd(first(f245, 'b') ?? '').match(WORD) ?? []).map((x) => x.toLocaleLowerCase())]) {
      count(byLang, w);
      count(allWords, w);
    }
    const f100 = dataFields(record, '100')[0];
    if (f100) authors++;
    const name = f100?.ind1 === '1' ? trimIsbd(first(f100, 'a') ?? '') : '';
    const [surname, forename] = name.split(/,\s*/);
    if (surname && forename) {
      count(surnames, surname);
      count(forenames, forename);
    }
    const headings = dataFields(record, '650');
    count(subjectCounts, Math.min(headings.length, 6));
    for (const h of headings) {
      const subfields = h.subfields.filter((s) => 'avxyz'.includes(s.code)).map((s) => ({ code: s.code, value: trimIsbd(s.value) }));
      if (subfields.length === 0) continue;
      const key = subfields.map((s) => s.value).join(' -- ');
      const entry = subjects.get(key) ?? { subfields, n: 0 };
      entry.n++;
      subjects.set(key, entry);
    }
  }
  // LCSH headings join the pool with weight 1: they widen the vocabulary without
  // outweighing what real titles were actually catalogued under.
  for (const auth of subjectAuthorities) {
    const f150 = dataFields(auth, '150')[0];
    if (!f150) continue;
    const subfields = f150.subfields.filter((s) => 'avxyz'.includes(s.code)).map((s) => ({ code: s.code, value: trimIsbd(s.value) }));
    const key = subfields.map((s) => s.value).join(' -- ');
    if (subfields.length > 0 && !subjects.has(key)) subjects.set(key, { subfields, n: 1 });
  }
  const globalWords = Distribution.fromCounts(allWords);
  // Languages with too few real titles borrow the whole vocabulary rather than repeat one title.
  const wordsByLang = new Map([...wordCounts].filter(([, m]) => m.size >= 150).map(([lang, m]) => [lang, Distribution.fromCounts(m)]));
  const subjectList = [...subjects.values()];
  return {
    templates, wordsByLang, words: globalWords,
    titleLengths: Distribution.fromCounts(lengths),
    subtitleShare: subtitles / Math.max(1, bib.length),
    authorShare: authors / Math.max(1, bib.length),
    surnames: Distribution.fromCounts(surnames),
    forenames: Distribution.fromCounts(forenames),
    subjects: new Distribution(subjectList.map((s) => s.subfields), subjectList.map((s) => s.n)),
    subjectCounts: Distribution.fromCounts(subjectCounts),
    functionWords: new Set([...allWords].filter(([w]) => w.length <= 4).sort((a, b) => b[1] - a[1]).slice(0, 60).map(([w]) => w)),
  };
}

let cached: Promise<SyntheticModel> | undefined;

/** The model of the shipped records, built once per process (reading ~7,000 records takes a moment). */
export function demoModel(): Promise<SyntheticModel> {
  cached ??= (async () => buildModel(await loadRecords('bib'), await loadRecords('auth', /^lcsh/)))();
  return cached;
}
