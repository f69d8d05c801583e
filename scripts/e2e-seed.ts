// Seeds the full demo catalogue once into a PGlite folder (argument 1) for the end-to-end
// servers to copy (scripts/e2e-server.mjs): each server then starts in seconds instead of
// seeding for minutes. Written aside and renamed, so a half-seeded folder is never used.
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../server/db/connect';
import { seedDemo } from '../server/seed/demo';

const target = path.resolve(process.argv[2] ?? '.tmp/e2e-seeded');
const partial = `${target}.partial-${process.pid}`;
fs.rmSync(partial, { recursive: true, force: true });
const started = Date.now();
const database = await openDatabase(partial, { role: 'e2e seed' });
await seedDemo(database, { size: 'full' });
// Three patrons of the end-to-end tests' own, beyond the demo, with tecnico's password and
// category: Paula, with one open R$ 3.00 fine, which pix.spec.ts pays by PIX; Tânia, with a CPF
// (PagTesouro names the payer) and one open R$ 5.00 fine, which pagtesouro.spec.ts pays through
// PagTesouro; Vera, with a CPF (a PIX charge with a due date names the payer) and one open
// R$ 2.50 fine, charged at the desk in pix-desk.spec.ts. aluno's fine stays open for the specs
// that read it, whatever order the files run in.
await database.exec(`
  INSERT INTO pessoa (login, nome, categoria, senha_hash)
  SELECT 'pagador', 'Paula Prado Pagadora', categoria, senha_hash FROM pessoa WHERE login = 'tecnico';
  INSERT INTO pessoa (login, nome, categoria, senha_hash, dados_pessoais)
  SELECT 'contribuinte', 'Tânia Teles Tesouro', categoria, senha_hash, '{"cpf": "390.533.447-05"}'::jsonb FROM pessoa WHERE login = 'tecnico';
  INSERT INTO pessoa (login, nome, categoria, senha_hash, dados_pessoais)
  SELECT 'vencimento', 'Vera Vencimento Prazo', categoria, senha_hash, '{"cpf": "529.982.247-25"}'::jsonb FROM pessoa WHERE login = 'tecnico';
  INSERT INTO multa (cod_pessoa, cod_biblioteca, valor_multa, tipo_servico, motivo)
  SELECT p.cod_pessoa, (SELECT min(cod_biblioteca) FROM biblioteca), 3.00, 'Empréstimo', 'Atraso na devolução (2 dias)'
  FROM pessoa p WHERE p.login = 'pagador';
  INSERT INTO multa (cod_pessoa, cod_biblioteca, valor_multa, tipo_servico, motivo)
  SELECT p.cod_pessoa, (SELECT min(cod_biblioteca) FROM biblioteca), 5.00, 'Empréstimo', 'Atraso na devolução (3 dias)'
  FROM pessoa p WHERE p.login = 'contribuinte';
  INSERT INTO multa (cod_pessoa, cod_biblioteca, valor_multa, tipo_servico, motivo)
  SELECT p.cod_pessoa, (SELECT min(cod_biblioteca) FROM biblioteca), 2.50, 'Empréstimo', 'Atraso na devolução (1 dia)'
  FROM pessoa p WHERE p.login = 'vencimento';`);
// Pages still in memory go to the files, so each copy opens without recovery.
await database.exec('CHECKPOINT');
await database.close();
fs.rmSync(target, { recursive: true, force: true });
fs.renameSync(partial, target);
console.log(`e2e: the seeded demo database is ready in ${target} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
