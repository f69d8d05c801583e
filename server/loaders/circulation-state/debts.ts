/**
 * Open fines and debts, and suspensions in force, from the old system: multa and suspensao
 * rows as a late return writes them, so the patron's debts page, the desk's standing, the
 * payment slip and the no-debts certificate count them. A second load finds each by its key
 * and changes only what the file now says differently (an amount paid since, a later end).
 */
import { sql } from 'drizzle-orm';
import { exec, type Executor, type Tx } from '../../db/query';
import type { FieldRows, RowError } from '../csv';
import { librariesByName, loadedRows, patronsNamed, type PatronRef } from './lookups';
import { dayOf, DATE_FORMATS, moneyOf, rowKey, type Planned } from './values';

type FineFields = 'patron' | 'id' | 'library' | 'amount' | 'outstanding' | 'paid' | 'reason' | 'type' | 'date';
type SuspensionFields = 'patron' | 'id' | 'library' | 'start' | 'end' | 'reason';

export interface FineRecord { chave_importacao: string; cod_pessoa: number; cod_biblioteca: number; valor_multa: number; valor_pago: number; tipo_servico: string; motivo: string }
export interface SuspensionRecord { chave_importacao: string; cod_pessoa: number; cod_biblioteca: number; data_inicio: string; data_fim: string; motivo: string | null }

async function libraryOf(ex: Executor) {
  const libraries = await librariesByName(ex);
  /** The file's library, else the patron's home library, else the first library. */
  return (name: string, patron: PatronRef): number | string =>
    (name ? libraries.find(name) ?? `unknown library "${name}"` : patron.cod_biblioteca ?? libraries.first ?? 'no library to charge it to');
}

export async function planFines(ex: Executor, input: FieldRows<FineFields>) {
  const patronOf = await patronsNamed(ex, input.map((r) => r.fields.patron));
  const library = await libraryOf(ex);
  const keyed = input.map((r) => rowKey('fines', r.fields.id, [
    patronOf(r.fields.patron)?.login ?? r.fields.patron, dayOf(r.fields.date) ?? r.fields.date, moneyOf(r.fields.amount), r.fields.reason.trim(),
  ]));
  const loaded = await loadedRows<{ chave_importacao: string; cod_pessoa: number; valor: string; pago: string; motivo: string }>(ex, 'multa',
    'cod_pessoa, valor_multa::text AS valor, valor_pago::text AS pago, motivo', keyed);
  const errors: RowError[] = [];
  const planned: Planned<FineRecord>[] = [];
  const keyLine = new Map<string, number>();
  input.forEach(({ line, fields: f }, i) => {
    const refuse = (reason: string) => errors.push({ line, reason });
    const patron = patronOf(f.patron);
    if (!patron) return refuse(`unknown patron "${f.patron}"`);
    const amount = moneyOf(f.amount);
    if (amount === null || amount <= 0) return refuse(`bad amount "${f.amount}"`);
    const outstanding = f.outstanding ? moneyOf(f.outstanding) : null;
    if (f.outstanding && outstanding === null) return refuse(`bad outstanding amount "${f.outstanding}"`);
    const paidGiven = f.paid ? moneyOf(f.paid) : 0;
    if (paidGiven === null) return refuse(`bad amount paid "${f.paid}"`);
    const paid = outstanding !== null ? Math.round((amount - outstanding) * 100) / 100 : paidGiven;
    if (paid < 0 || paid >= amount) return refuse(`nothing owed: ${amount.toFixed(2)} charged, ${Math.max(paid, 0).toFixed(2)} paid (only open debts load)`);
    if (!f.reason.trim()) return refuse('no reason');
    if (f.date && !dayOf(f.date)) return refuse(`bad date "${f.date}" ${DATE_FORMATS}`);
    const codBiblioteca = library(f.library, patron);
    if (typeof codBiblioteca === 'string') return refuse(codBiblioteca);
    const key = keyed[i];
    if (keyLine.has(key)) return refuse(`the same debt as line ${keyLine.get(key)} (give each its id)`);
    keyLine.set(key, line);
    const reason = f.reason.trim();
    const record = { chave_importacao: key, cod_pessoa: patron.cod_pessoa, cod_biblioteca: codBiblioteca, valor_multa: amount, valor_pago: paid, tipo_servico: f.type.trim() || 'Empréstimo', motivo: reason };
    const what = `debt of ${patron.login}: R$ ${(amount - paid).toFixed(2)} open, "${reason}"`;
    const before = loaded.get(key);
    if (before && before.cod_pessoa !== patron.cod_pessoa) return refuse(`id "${f.id}" was loaded as another patron's debt`);
    // A payment made here since the last load counts: the file's older, smaller payment leaves it be.
    const same = before && Number(before.valor) === amount && Number(before.pago) >= paid && before.motivo === reason;
    planned.push({ line, action: !before ? 'create' : same ? 'unchanged' : 'update', detail: what, key, record });
  });
  return { planned, errors };
}

const FINE_RECORD = 'chave_importacao text, cod_pessoa int, cod_biblioteca int, valor_multa numeric, valor_pago numeric, tipo_servico text, motivo text';

export async function writeFines(tx: Tx, planned: Planned<FineRecord>[]) {
  const json = (action: string) => JSON.stringify(planned.filter((p) => p.action === action).map((p) => p.record));
  await exec(tx, sql`
    INSERT INTO multa (cod_pessoa, cod_biblioteca, valor_multa, valor_pago, tipo_servico, motivo, chave_importacao)
    SELECT cod_pessoa, cod_biblioteca, valor_multa, valor_pago, tipo_servico, motivo, chave_importacao
    FROM jsonb_to_recordset(${json('create')}::jsonb) AS r(${sql.raw(FINE_RECORD)})`);
  await exec(tx, sql`
    UPDATE multa m SET valor_multa = r.valor_multa, valor_pago = greatest(m.valor_pago, r.valor_pago), motivo = r.motivo
    FROM jsonb_to_recordset(${json('update')}::jsonb) AS r(${sql.raw(FINE_RECORD)}) WHERE m.chave_importacao = r.chave_importacao`);
}

export async function planSuspensions(ex: Executor, input: FieldRows<SuspensionFields>, today: string) {
  const patronOf = await patronsNamed(ex, input.map((r) => r.fields.patron));
  const library = await libraryOf(ex);
  const keyed = input.map((r) => rowKey('suspensions', r.fields.id, [
    patronOf(r.fields.patron)?.login ?? r.fields.patron, dayOf(r.fields.start) ?? r.fields.start, dayOf(r.fields.end) ?? r.fields.end,
  ]));
  const loaded = await loadedRows<{ chave_importacao: string; cod_pessoa: number; fim: string; motivo: string | null }>(ex, 'suspensao',
    'cod_pessoa, data_fim::text AS fim, motivo', keyed);
  const errors: RowError[] = [];
  const planned: Planned<SuspensionRecord>[] = [];
  const keyLine = new Map<string, number>();
  input.forEach(({ line, fields: f }, i) => {
    const refuse = (reason: string) => errors.push({ line, reason });
    const patron = patronOf(f.patron);
    if (!patron) return refuse(`unknown patron "${f.patron}"`);
    const end = dayOf(f.end);
    if (!end) return refuse(`bad end date "${f.end}" ${DATE_FORMATS}`);
    const start = f.start ? dayOf(f.start) : today;
    if (!start) return refuse(`bad start date "${f.start}" ${DATE_FORMATS}`);
    if (end < start) return refuse(`ends (${end}) before it starts (${start})`);
    const before = loaded.get(keyed[i]);
    if (end < today && !before) return refuse(`ended on ${end}: not in force (only suspensions in force load)`);
    const codBiblioteca = library(f.library, patron);
    if (typeof codBiblioteca === 'string') return refuse(codBiblioteca);
    const key = keyed[i];
    if (keyLine.has(key)) return refuse(`the same suspension as line ${keyLine.get(key)}`);
    keyLine.set(key, line);
    const reason = f.reason.trim() || null;
    if (before && before.cod_pessoa !== patron.cod_pessoa) return refuse(`id "${f.id}" was loaded as another patron's suspension`);
    const same = before && before.fim === end && before.motivo === reason;
    planned.push({
      line, action: !before ? 'create' : same ? 'unchanged' : 'update', key, detail: `suspension of ${patron.login} until ${end}`,
      record: { chave_importacao: key, cod_pessoa: patron.cod_pessoa, cod_biblioteca: codBiblioteca, data_inicio: start, data_fim: end, motivo: reason },
    });
  });
  return { planned, errors };
}

const SUSPENSION_RECORD = 'chave_importacao text, cod_pessoa int, cod_biblioteca int, data_inicio date, data_fim date, motivo text';

export async function writeSuspensions(tx: Tx, planned: Planned<SuspensionRecord>[]) {
  const json = (action: string) => JSON.stringify(planned.filter((p) => p.action === action).map((p) => p.record));
  await exec(tx, sql`
    INSERT INTO suspensao (cod_pessoa, cod_biblioteca, data_inicio, data_fim, motivo, chave_importacao)
    SELECT cod_pessoa, cod_biblioteca, data_inicio, data_fim, motivo, chave_importacao FROM jsonb_to_recordset(${json('create')}::jsonb) AS r(${sql.raw(SUSPENSION_RECORD)})`);
  await exec(tx, sql`
    UPDATE suspensao s SET data_fim = r.data_fim, motivo = r.motivo
    FROM jsonb_to_recordset(${json('update')}::jsonb) AS r(${sql.raw(SUSPENSION_RECORD)}) WHERE s.chave_importacao = r.chave_importacao`);
}
