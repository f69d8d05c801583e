/**
 * Browse timings (issue 27 item 6), `npx tsx bench/browse.ts --database URL [--jumps 200] [--before 5]`:
 * jumps into every index (title, author, subject, series, call number, ISBN, ISSN) at terms
 * drawn from the catalogue's own vocabulary and headings, forwards and backwards, through
 * browseIndex (the heading table `cabecalho`); p50, p95 and max per index and overall.
 * With --before N, N jumps per index also run the previous statement (every title's
 * headings grouped on each request), for the side-by-side figure.
 */
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase } from '../server/db/connect';
import { rows } from '../server/db/query';
import { browseIndex, type IndexType } from '../server/modules/catalogue/browse/index-browse';
import { createRandom } from '../server/seed/random';

const argv = process.argv.slice(2);
const value = (name: string) => { const i = argv.indexOf(name); return i >= 0 ? argv[i + 1] : undefined; };
const url = value('--database') ?? process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('--database URL (or BENCH_DATABASE_URL) is required');
const jumps = Number(value('--jumps') ?? 200);
const beforeJumps = Number(value('--before') ?? 0);
const TYPES: IndexType[] = ['titulo', 'autor', 'assunto', 'serie', 'classificacao', 'isbn', 'issn'];

/** The statement browse ran before the heading table: every title's headings, grouped, on each jump. */
const OLD_HEADINGS: Record<IndexType, SQL> = {
  titulo: sql`SELECT a.cod_acervo, a.titulo AS h FROM acervo a`,
  serie: sql`SELECT a.cod_acervo, s AS h FROM acervo a, unnest(a.serie) AS s`,
  autor: sql`SELECT a.cod_acervo, n AS h FROM acervo a, jsonb_array_elements_text(coalesce(a.dados_adicionais -> 'A', '[]'::jsonb)) AS n`,
  assunto: sql`SELECT a.cod_acervo, s AS h FROM acervo a, unnest(a.assuntos) AS s`,
  classificacao: sql`SELECT a.cod_acervo, a.classificacao AS h FROM acervo a WHERE a.classificacao IS NOT NULL`,
  isbn: sql`SELECT a.cod_acervo, s AS h FROM acervo a, unnest(a.isbn) AS s`,
  issn: sql`SELECT a.cod_acervo, s AS h FROM acervo a, unnest(a.issn) AS s`,
};
const OLD_KEY = (h: SQL) => sql`lower(unaccent(texto_de_busca(regexp_replace(${h}, '^[[:space:][:punct:]]+', '')))) COLLATE "C"`;
const oldJump = (tipo: IndexType, termo: string) => sql`
  WITH x AS (SELECT ${OLD_KEY(sql`h`)} AS k, h, cod_acervo FROM (${OLD_HEADINGS[tipo]}) t WHERE h IS NOT NULL AND h <> '')
  SELECT k, mode() WITHIN GROUP (ORDER BY h) AS h, count(DISTINCT cod_acervo)::int AS n FROM x
  WHERE k <> '' AND k >= ${OLD_KEY(sql`${termo}::text`)} GROUP BY k ORDER BY k LIMIT 21`;

const pct = (s: number[], p: number) => s[Math.max(0, Math.ceil((p / 100) * s.length) - 1)];
const line = (label: string, t: number[]) => {
  const s = [...t].sort((a, b) => a - b);
  return `| ${label} | ${s.length} | ${pct(s, 50).toFixed(1)} | ${pct(s, 95).toFixed(1)} | ${pct(s, 100).toFixed(1)} |`;
};

const database = await openDatabase(url);
try {
  const random = createRandom(11);
  const words = (await rows<{ forma: string }>(database.db, sql`SELECT forma FROM vocabulario ORDER BY frequencia DESC LIMIT 2000`)).map((r) => r.forma);
  const terms = (tipo: IndexType) => {
    if (tipo === 'isbn' || tipo === 'issn') return String(random.int(0, 9999));
    if (tipo === 'classificacao') return `${random.int(0, 999)}`;
    const w = random.pick(words);
    return random.chance(0.5) ? w : w.slice(0, 2 + random.int(0, 2));
  };
  const out: string[] = [];
  const all: number[] = [];
  for (const tipo of TYPES) {
    const times: number[] = [];
    for (let i = 0; i < jumps / TYPES.length; i++) {
      const termo = terms(tipo);
      const t0 = performance.now();
      await browseIndex(database.db, tipo, termo, random.chance(0.8) ? 'frente' : 'tras', 20);
      times.push(performance.now() - t0);
    }
    all.push(...times);
    out.push(line(`after: ${tipo}`, times));
    if (beforeJumps) {
      const old: number[] = [];
      for (let i = 0; i < beforeJumps; i++) {
        const t0 = performance.now();
        await rows(database.db, oldJump(tipo, terms(tipo)));
        old.push(performance.now() - t0);
      }
      out.push(line(`before: ${tipo}`, old));
    }
  }
  out.push(line('after: every index (target p95 ≤ 50)', all));
  console.log(['', '| jump | jumps | p50 ms | p95 ms | max ms |', '|---|---|---|---|---|', ...out].join('\n'));
} finally {
  await database.close();
}
process.exit(0);
