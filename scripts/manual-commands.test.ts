/**
 * The commands docs/manual/running.md tells an operator to type (its Scripts table and every
 * `sh` block) against the tests that run them. A command added to the manual without a line
 * below fails here, naming it; a line must either name a test file that runs it (and that
 * file must still hold the words that run it) or say plainly why no test runs it, and those
 * are listed so the gap stays visible.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Covered {
  /** The manual's command, as written there (after `&&` splitting, without comments). */
  command: RegExp;
  /** Test files (or CI scripts) that run it, each with words of it that do. */
  ranBy?: { file: string; evidence: string }[];
  /** Why no test runs it. */
  notRun?: string;
}

const COVERED: Covered[] = [
  { command: /^npm start$/, ranBy: [{ file: 'tests/server/operator-commands.test.ts', evidence: "npm(['start'], env)" }] },
  { command: /^npm run dev$/, notRun: 'a developer\'s watch mode (tsx watch and Vite), nothing a library runs' },
  { command: /^npm run build$/, ranBy: [{ file: 'scripts/test.sh', evidence: 'npx vite build && node scripts/build-server.mjs' }, { file: 'scripts/test.sh', evidence: 'lingui compile' }] },
  { command: /^npm test$/, ranBy: [{ file: 'package.json', evidence: '"test": "bash scripts/test.sh"' }] },
  { command: /^npm run test:unit$/, ranBy: [{ file: 'scripts/test.sh', evidence: 'npm run --silent test:unit' }] },
  { command: /^npm run test:server$/, ranBy: [{ file: 'scripts/test.sh', evidence: 'npm run --silent test:server' }] },
  { command: /^npm run test:e2e$/, ranBy: [{ file: 'scripts/test.sh', evidence: 'npm run --silent test:e2e' }] },
  { command: /^npm run gen:api$/, ranBy: [{ file: 'scripts/test.sh', evidence: 'npm run --silent check:api' }] },
  { command: /^npm run i18n:extract$/, ranBy: [{ file: 'scripts/check-generated.sh', evidence: 'npx lingui extract --clean' }] },
  { command: /^(npm run )?i18n:compile$/, ranBy: [{ file: 'scripts/test.sh', evidence: 'npx lingui compile --strict' }] },
  { command: /^npm run lint$/, ranBy: [{ file: 'scripts/test.sh', evidence: 'npm run --silent lint' }] },
  { command: /^(npm run )?typecheck$/, ranBy: [{ file: 'scripts/test.sh', evidence: 'npm run --silent typecheck' }] },
  { command: /^npm run desk -- /, ranBy: [{ file: 'tests/server/operator-commands.test.ts', evidence: "'desk', '--', 'patron'" }] },
  { command: /^npm run sip2 -- terminal/, ranBy: [{ file: 'tests/server/operator-commands.test.ts', evidence: "'sip2', '--', 'terminal', 'add'" }] },
  { command: /^npm run import -- /, ranBy: [{ file: 'tests/server/embedded-database.test.ts', evidence: "runCli(['import'" }] },
  { command: /^npm run harvest -- /, ranBy: [{ file: 'tests/server/operator-commands.test.ts', evidence: "'harvest', '--', repository.url" }] },
  { command: /^npm run (patrons|academic) -- import/, ranBy: [{ file: 'tests/server/loaders-cli.test.ts', evidence: 'runLoaderCli(' }] },
  { command: /^npm run backup( -- .*)?$/, ranBy: [{ file: 'tests/server/embedded-database.test.ts', evidence: "runCli(['backup'" }] },
  { command: /^(npm run )?restore -- /, ranBy: [{ file: 'tests/server/embedded-database.test.ts', evidence: "runCli(['restore'" }] },
  { command: /^npm run seed:synthetic/, ranBy: [{ file: 'tests/server/operator-commands.test.ts', evidence: "'seed:synthetic', '--', '--titles'" }] },
  { command: /^npm run bench:bundle$/, ranBy: [{ file: 'scripts/test.sh', evidence: 'npx tsx bench/bundle.ts dist --static-only' }] },
  { command: /^(npm run )?bench(:(start|lighthouse|offline))?$/, notRun: 'benchmarks print numbers and are not tests (the bundle\'s budget is the one CI enforces)' },
  { command: /^npm run icons$/, ranBy: [{ file: 'scripts/check-generated.sh', evidence: 'npm run --silent icons' }] },
  { command: /^npm run db:generate$/, ranBy: [{ file: 'scripts/check-generated.sh', evidence: 'npx drizzle-kit generate' }, { file: 'scripts/test.sh', evidence: 'bash scripts/check-generated.sh' }] },
  { command: /^createdb catalogo(_restored)?$/, ranBy: [{ file: 'tests/server/backup-postgres.test.ts', evidence: 'createdb' }] },
  { command: /^DATABASE_URL=\S+ npm start$/, ranBy: [{ file: 'tests/server/workers.test.ts', evidence: 'DATABASE_URL: await testDatabaseLocation()' }] },
  { command: /^npm ci$/, ranBy: [{ file: '.ci/run', evidence: 'npm ci' }] },
  { command: /^NODE_ENV=production node --enable-source-maps build\/server\/main\.js$/, ranBy: [{ file: 'tests/server/deploy-nginx.test.ts', evidence: 'compileServer()' }, { file: 'tests/support/server-process.ts', evidence: "'--enable-source-maps'" }] },
  { command: /^node --enable-source-maps build\/server\/cli\.js backup$/, ranBy: [{ file: 'tests/server/embedded-database.test.ts', evidence: "runCli(['backup'], env, build.dir)" }] },
  { command: /^(useradd|git clone|cd \/opt|install )/, notRun: 'the host\'s administration as root; tests/server/deploy-nginx.test.ts runs the shipped nginx site and the compiled server, not as a system user' },
  { command: /^pg_dump -Fc /, ranBy: [{ file: 'tests/server/backup-postgres.test.ts', evidence: "'pg_dump'" }] },
  { command: /^pg_restore /, ranBy: [{ file: 'tests/server/backup-postgres.test.ts', evidence: "'pg_restore'" }] },
];

/** What no test runs today (issue 38): the development, translation and benchmark scripts, the host's administration. */
const NOT_RUN = [
  'npm run dev', 'npm run bench', 'npm run bench:start', 'bench:lighthouse', 'bench:offline',
  'useradd --system --home /var/lib/catalogo --shell /usr/sbin/nologin catalogo', 'git clone … /opt/catalogo', 'cd /opt/catalogo',
  'install -d -m 0750 /etc/catalogo', 'install -m 0640 -g catalogo deploy/catalogo.env.example /etc/catalogo/catalogo.env',
];

/** The manual's commands: the Scripts table's first column and every line of a `sh` block. */
export function manualCommands(text: string): string[] {
  const commands: string[] = [];
  const scripts = text.split(/^## Scripts$/m)[1]?.split(/^## /m)[0] ?? '';
  for (const line of scripts.split('\n')) {
    if (!line.startsWith('| `')) continue;
    // Cells split on pipes that are not escaped (`<preset\|mapping.json>`).
    const cell = line.split(/(?<!\\)\|/)[1];
    for (const [, code] of cell.matchAll(/`([^`]+)`/g)) commands.push(code.replace(/\\\|/g, '|'));
  }
  for (const [, block] of text.matchAll(/^ *```sh\n([\s\S]*?)^ *```/gm)) {
    for (const raw of block.split('\n')) {
      const line = raw.trim().replace(/\s+#.*$/, '');
      if (!line || line.startsWith('#')) continue;
      commands.push(...line.split('&&').map((part) => part.trim()));
    }
  }
  return commands;
}

describe('the manual\'s commands (docs/manual/running.md)', () => {
  const commands = manualCommands(fs.readFileSync('docs/manual/running.md', 'utf8'));

  it('finds the commands of the Scripts table and of every sh block', () => {
    expect(commands).toContain('npm start');
    expect(commands).toContain('npm run import -- [--items <preset|mapping.json>] [--create-loan-types] <files>');
    expect(commands).toContain('pg_restore --no-owner --exit-on-error --dbname postgres://…/catalogo_restored catalogo-2026-11-28.dump');
    expect(commands.length).toBeGreaterThan(40);
  });

  it('has each one run by a named test, or says why not', () => {
    expect(commands.filter((c) => !COVERED.some((e) => e.command.test(c)))).toEqual([]);
  });

  it('names tests that still hold the words that run the command', () => {
    const stale = COVERED.flatMap((e) => (e.ranBy ?? [])
      .filter(({ file, evidence }) => !fs.existsSync(file) || !fs.readFileSync(file, 'utf8').includes(evidence))
      .map(({ file, evidence }) => `${e.command}: ${file} lacks ${evidence}`));
    expect(stale).toEqual([]);
  });

  it('has no line for a command the manual no longer gives', () => {
    expect(COVERED.filter((e) => !commands.some((c) => e.command.test(c))).map((e) => String(e.command))).toEqual([]);
  });

  it('lists what no test runs, so the gap stays visible', () => {
    // Shorten this list when a test comes to run one of them; never lengthen it quietly.
    expect(commands.filter((c) => COVERED.find((e) => e.command.test(c))?.notRun)).toEqual(NOT_RUN);
  });
});
