/**
 * The circulation policy resolver's time per decision (issue 35; goal ≤ 1 ms at 1,000 rules):
 * an in-memory PGlite migrated afresh, 20 libraries × 10 categories × 5 loan types worth of
 * rules (1,000, every level of the precedence present), then, for random library × category
 * × type keys: the resolver as it was (each decision reads its candidate rules from the
 * database: the statement below), `resolvePolicy` as it is (the matrix kept in the process,
 * one read of politica_versao per decision), the decision right after a change (the matrix
 * read again), and `pickPolicy` alone. Prints a table with the load average; never gates CI.
 * `npx tsx bench/policy-resolver.ts [decisions]`.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../server/db/connect';
import { insertJsonRows } from '../server/seed/sql';
import { pickPolicy, resolvePolicy, toPolicyRow, type PolicyKeys } from '../server/modules/circulation';
import { rows } from '../server/db/query';
import { sql } from 'drizzle-orm';

const decisions = Number(process.argv[2] ?? 2000);
const database = await openDatabase('memory');
const { db } = database;
await db.execute(sql`INSERT INTO campus (cod_campus, nome_campus) VALUES (1, 'Bench')`);
const libraries = Array.from({ length: 20 }, (_, i) => i + 1);
const categories = Array.from({ length: 10 }, (_, i) => `cat${i}`);
const types = Array.from({ length: 5 }, (_, i) => `type${i}`);
await insertJsonRows(database, { into: 'biblioteca (cod_biblioteca, desc_biblioteca, cod_campus)', select: 'r.id, r.nome, 1', record: 'id int, nome text' },
  libraries.map((id) => ({ id, nome: `Library ${id}` })));
await insertJsonRows(database, { into: 'categoria (codigo, descricao)', select: 'r.c, r.c', record: 'c text' }, categories.map((c) => ({ c })));
await insertJsonRows(database, { into: 'tipo_emprestimo (codigo, nome)', select: `r.c, jsonb_build_object('pt', r.c)`, record: 'c text' }, types.map((c) => ({ c })));

// 1,000 rules: every library × category × type would be 1,000 on its own; keep ~800 of those and
// fill with the coarser levels so every precedence level is there.
const keys: { b: number | null; c: string | null; t: string | null }[] = [];
for (const b of libraries) for (const c of categories) for (const t of types) if ((b + c.length + t.length) % 5 !== 0 || b % 2) keys.push({ b, c, t });
for (const b of [...libraries, null]) for (const c of [...categories, null]) keys.push({ b, c, t: null });
for (const b of [...libraries, null]) for (const t of types) keys.push({ b, c: null, t });
for (const c of categories) for (const t of types) keys.push({ b: null, c, t });
const unique = [...new Map(keys.map((k) => [`${k.b}|${k.c}|${k.t}`, k])).values()].slice(0, 1000);
await db.execute(sql`DELETE FROM politica_circulacao`);
await insertJsonRows(database, {
  into: 'politica_circulacao (cod_biblioteca, categoria, tipo_emprestimo, prazo, max_emprestimos, max_renovacoes, multa, dias_suspensao_por_dia, dias_retirada_reserva)',
  select: 'r.b, r.c, r.t, 14, 5, 3, 1.5, 0, 3', record: 'b int, c text, t text',
}, unique);
const count = (await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM politica_circulacao`))[0].n;

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
const sample = (): PolicyKeys => ({ codBiblioteca: pick(libraries), categoria: pick(categories), tipoEmprestimo: pick(types) });

// Before: the statement every decision ran (the candidates of one key, with the category's rules and the type's flag).
const before = (key: PolicyKeys) => rows(db, sql`
  SELECT
    (SELECT json_agg(p) FROM (SELECT id, cod_biblioteca, categoria, tipo_emprestimo, unidade, prazo, max_emprestimos_tipo, max_emprestimos,
      max_renovacoes, multa::text, dias_suspensao_por_dia, permite_reserva, dias_retirada_reserva, nao_emprestavel FROM politica_circulacao
      WHERE (cod_biblioteca IS NULL OR cod_biblioteca = ${key.codBiblioteca})
        AND (categoria IS NULL OR categoria = ${key.categoria}) AND (tipo_emprestimo IS NULL OR tipo_emprestimo = ${key.tipoEmprestimo})) p) AS regras,
    (SELECT row_to_json(r) FROM (SELECT max_solicitacoes_abertas, renova_com_atraso, renova_com_debito, debito_maximo::text, permite_domicilio
      FROM regra_circulacao WHERE categoria = ${key.categoria}) r) AS categoria,
    EXISTS (SELECT 1 FROM tipo_emprestimo WHERE codigo = ${key.tipoEmprestimo} AND nao_emprestavel) AS nao_emprestavel`)
  .then((found) => pickPolicy(((found[0] as { regras: Parameters<typeof toPolicyRow>[0][] | null }).regras ?? []).map(toPolicyRow), key));

async function timed(run: (key: PolicyKeys) => Promise<unknown>, n = decisions): Promise<number[]> {
  for (let i = 0; i < Math.min(200, n); i++) await run(sample()); // warm-up
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const key = sample();
    const start = performance.now();
    await run(key);
    out.push(performance.now() - start);
  }
  return out.sort((a, b) => a - b);
}
const beforeTimes = await timed(before);
const times = await timed((key) => resolvePolicy(db, key));
// policyFor reads the version in the statement that reads the patron's category (a read it always made): the decision adds no round trip.
const versao = (await rows<{ v: string }>(db, sql`SELECT versao::text AS v FROM politica_versao`))[0].v;
const given = await timed((key) => resolvePolicy(db, key, versao));
// After a change: every decision finds another version and reads the matrix again (the worst case, once per change per process).
const bump = sql`UPDATE politica_circulacao SET prazo = prazo WHERE id = (SELECT min(id) FROM politica_circulacao)`;
const reloads: number[] = [];
for (let i = 0; i < Math.min(200, decisions); i++) {
  await db.execute(bump);
  const key = sample();
  const start = performance.now();
  await resolvePolicy(db, key);
  reloads.push(performance.now() - start);
}
reloads.sort((a, b) => a - b);
const baseline: number[] = [];
for (let i = 0; i < decisions; i++) {
  const start = performance.now();
  await rows(db, sql`SELECT 1`);
  baseline.push(performance.now() - start);
}
const all = (await rows<Parameters<typeof toPolicyRow>[0]>(db, sql`SELECT id, cod_biblioteca, categoria, tipo_emprestimo, unidade, prazo,
  max_emprestimos_tipo, max_emprestimos, max_renovacoes, multa::text, dias_suspensao_por_dia, permite_reserva, dias_retirada_reserva, nao_emprestavel
  FROM politica_circulacao`)).map(toPolicyRow);
const pureStart = performance.now();
for (let i = 0; i < decisions; i++) pickPolicy(all, sample());
const pure = (performance.now() - pureStart) / decisions;

const line = (what: string, list: number[]) => {
  const at = (q: number) => list[Math.min(list.length - 1, Math.floor(q * list.length))].toFixed(3);
  console.log(`| ${what} | ${(list.reduce((a, b) => a + b, 0) / list.length).toFixed(3)} | ${at(0.5)} | ${at(0.95)} | ${at(0.99)} |`);
};
console.log(`policy resolver, ${count} rules, ${decisions} decisions (PGlite in memory); load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} on ${(await import('node:os')).cpus().length} cores\n`);
console.log('| what | mean ms | p50 ms | p95 ms | p99 ms |');
console.log('|---|---|---|---|---|');
line('before: candidates read from the database per decision + pick', beforeTimes);
line('resolvePolicy: kept matrix, politica_versao read + pick', times);
line('resolvePolicy with the version already read (policyFor: with the patron\'s category)', given);
line('resolvePolicy right after a change (matrix read again)', reloads);
console.log(`| SELECT 1 (the round trip alone, for scale) | ${(baseline.reduce((a, b) => a + b, 0) / baseline.length).toFixed(3)} | | | |`);
console.log(`| pickPolicy over all ${count} rules in memory | ${pure.toFixed(4)} | | | |`);
await database.close();
