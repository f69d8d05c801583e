// npm run patrons / npm run academic as an administrator runs them: against the running
// server, which holds the embedded database (the work goes over its admin socket, as
// npm run import's does), with the same report and exit codes as the MARC importer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runLoaderCli, startServer, type ServerProcess } from '../support/server-process';
import { onPostgres, PGLITE_IMAGE } from '../support/test-db';

const FIXTURES = path.join(path.dirname(new URL(import.meta.url).pathname), '../fixtures/csv');

// Each test runs a command-line process beside the server: a ceiling for a loaded two-core CI.
describe.skipIf(onPostgres)('the CSV loaders hand their work to the running server', { timeout: 240_000 }, () => {
  let dir: string;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loaders-'));
    env = { DATA_DIR: dir, SEED: 'none' };
    const restored = await runCli(['restore', PGLITE_IMAGE], env);
    expect(restored.code, restored.output).toBe(0);
    server = await startServer(env);
    expect(server.result).toBeUndefined();
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const visitor = async () => (await (await fetch(`${server!.url}/api/oauth/token`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ grant_type: 'client_credentials', client_id: '4' }),
  })).json()).access_token as string;

  it('patrons: bad rows reported, the summary line, exit 1 because rows were skipped', async () => {
    const run = await runLoaderCli(['patrons', 'import', path.join(FIXTURES, 'patrons.csv')], env);
    expect(run.code, run.output).toBe(1);
    expect(run.output).toMatch(/The catalogue server is running \(process \d+\): it loads the file/);
    expect(run.output).toContain('line 4: malcpf: invalid CPF "123.456.789-00"');
    expect(run.output).toContain('patrons.csv: read 5, created 2, updated 0, unchanged 0, skipped 3');
  });

  it('academic: a clean file exits 0 and the lookups find what it loaded at once', async () => {
    const deps = await runLoaderCli(['academic', 'import', 'departments', path.join(FIXTURES, 'departments.csv')], env);
    expect(deps.code, deps.output).toBe(0);
    expect(deps.output).toContain('departments.csv: read 2, created 2, updated 0, skipped 0');
    const disc = await runLoaderCli(['academic', 'import', 'disciplines', path.join(FIXTURES, 'disciplines.csv')], env);
    expect(disc.code).toBe(1);
    const res = await fetch(`${server!.url}/api/consulta/disciplina/7002`, { headers: { authorization: `Bearer ${await visitor()}` } });
    expect(await res.json()).toEqual({ cod_disciplina: 7002, nome_disciplina: 'Biologia Celular' });
  });

  it('circulation-state: a dry run reports each line; a load exits 0 and a second one reports every row unchanged', async () => {
    const bad = path.join(dir, 'loans.csv');
    fs.writeFileSync(bad, 'patron,barcode,loan_date,due_date\nninguem,1,2025-01-10,2025-01-20\naluno,NO-SUCH-COPY,2025-01-10,2025-01-20\n');
    const dry = await runLoaderCli(['circulation-state', 'import', 'loans', bad, '--dry-run'], env);
    expect(dry.code, dry.output).toBe(1);
    expect(dry.output).toContain('line 2: unknown patron "ninguem"');
    expect(dry.output).toContain('line 3: unknown barcode "NO-SUCH-COPY"');
    expect(dry.output).toContain('loans.csv: dry run (nothing written): read 2, created 0, updated 0, unchanged 0, skipped 2');
    const fines = path.join(dir, 'fines.csv');
    fs.writeFileSync(fines, 'usuario;valor;motivo;data\naluno;5,00;Multa do sistema anterior;10/01/2025\n');
    const first = await runLoaderCli(['circulation-state', 'import', 'fines', fines], env);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain('fines.csv: read 1, created 1, updated 0, unchanged 0, skipped 0');
    const second = await runLoaderCli(['circulation-state', 'import', 'fines', fines], env);
    expect(second.output).toContain('fines.csv: read 1, created 0, updated 0, unchanged 1, skipped 0');
    expect((await runLoaderCli(['circulation-state', 'import', 'fines', fines, '--preset', 'nope'], env)).code).toBe(2);
  });

  it('a wrong kind or a missing file: usage (2) and not read (1)', async () => {
    expect((await runLoaderCli(['academic', 'import', 'planets', 'x.csv'], env)).code).toBe(2);
    const missing = await runLoaderCli(['patrons', 'import', path.join(dir, 'none.csv')], env);
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(/none\.csv: not imported: no such file/);
  });
});
