/**
 * Current loans (and, with `history`, returned ones) from the old system: each becomes an
 * emprestimo row as the desk's check-out writes it (the copy marked on loan, the title's
 * yearly count), so the patron's loans, renewals, the desk's return, SIP2 and the due-date
 * reminders take it as their own. Found again by its key: a second load changes nothing,
 * or only the due date and renewals the file now gives.
 */
import { sql } from 'drizzle-orm';
import { exec, type Executor, type Tx } from '../../db/query';
import { COPY } from '../../modules/circulation';
import type { FieldRows, RowError } from '../csv';
import { copiesNamed, loadedRows, openLoansOf, patronsNamed, rulesByCategory, setAsideCopies, type PatronRef } from './lookups';
import { countOf, dayOf, DATE_FORMATS, rowKey, type Planned } from './values';

type LoanFields = 'patron' | 'barcode' | 'id' | 'loan_date' | 'due_date' | 'renewals' | 'return_date';

export interface LoanRecord {
  chave_importacao: string; cod_exemplar: number; cod_acervo: number; cod_pessoa: number; data_emprestimo: string;
  data_devolucao_prevista: string; data_devolucao: string | null; renovacoes: number; limite_renovacoes: number;
}

interface Loaded { chave_importacao: string; cod_exemplar: number; cod_pessoa: number; due: string; returned: string | null; renovacoes: number }

export async function planLoans(ex: Executor, input: FieldRows<LoanFields>, today: string, history: boolean) {
  const patronOf = await patronsNamed(ex, input.map((r) => r.fields.patron));
  const copyOf = await copiesNamed(ex, input.map((r) => r.fields.barcode));
  const copies = input.map((r) => copyOf(r.fields.barcode)?.cod_exemplar).filter((c): c is number => c !== undefined);
  const onLoan = history ? new Map() : await openLoansOf(ex, copies);
  const setAside = history ? new Map() : await setAsideCopies(ex, copies);
  const patrons = input.map((r) => patronOf(r.fields.patron)).filter((p): p is PatronRef => !!p);
  const ruleOf = await rulesByCategory(ex, patrons);
  const kind = history ? 'history' : 'loans';
  const keyed = input.map((r) => {
    const p = patronOf(r.fields.patron);
    return rowKey(kind, r.fields.id, [p?.login ?? r.fields.patron, r.fields.barcode, dayOf(r.fields.loan_date) ?? r.fields.loan_date]);
  });
  const loaded = await loadedRows<Loaded>(ex, 'emprestimo',
    'cod_exemplar, cod_pessoa, data_devolucao_prevista::text AS due, data_devolucao::text AS returned, renovacoes', keyed);

  const errors: RowError[] = [];
  const planned: Planned<LoanRecord>[] = [];
  const copyLine = new Map<number, number>();
  const keyLine = new Map<string, number>();
  input.forEach(({ line, fields: f }, i) => {
    const refuse = (reason: string) => errors.push({ line, reason });
    const patron = patronOf(f.patron);
    if (!patron) return refuse(`unknown patron "${f.patron}"`);
    const copy = copyOf(f.barcode);
    if (!copy) return refuse(`unknown barcode "${f.barcode}"`);
    const loanDate = dayOf(f.loan_date);
    if (!loanDate) return refuse(`bad loan date "${f.loan_date}" ${DATE_FORMATS}`);
    const due = dayOf(f.due_date);
    if (!due) return refuse(`bad due date "${f.due_date}" ${DATE_FORMATS}`);
    if (due < loanDate) return refuse(`due date ${due} before the loan date ${loanDate}`);
    if (loanDate > today) return refuse(`loan date ${loanDate} is in the future`);
    const renewals = countOf(f.renewals, 0);
    if (renewals === null) return refuse(`bad renewals count "${f.renewals}"`);
    let returned: string | null = null;
    if (history) {
      returned = dayOf(f.return_date);
      if (!returned) return refuse(`bad return date "${f.return_date}" ${DATE_FORMATS}`);
      if (returned < loanDate || returned > today) return refuse(`return date ${returned} not between the loan date and today`);
    }
    const key = keyed[i];
    if (keyLine.has(key)) return refuse(`the same loan as line ${keyLine.get(key)}`);
    keyLine.set(key, line);
    const what = `${history ? 'returned loan' : 'loan'} of ${f.barcode} to ${patron.login}, due ${due}${returned ? `, returned ${returned}` : ''}`;
    const record: LoanRecord = {
      chave_importacao: key, cod_exemplar: copy.cod_exemplar, cod_acervo: copy.cod_acervo, cod_pessoa: patron.cod_pessoa, data_emprestimo: loanDate,
      data_devolucao_prevista: due, data_devolucao: returned, renovacoes: renewals,
      limite_renovacoes: Math.max(renewals, ruleOf(patron.categoria).maxRenovacoes),
    };
    const before = loaded.get(key);
    if (before) {
      if (before.cod_exemplar !== copy.cod_exemplar || before.cod_pessoa !== patron.cod_pessoa) return refuse(`id "${f.id}" was loaded as another loan`);
      // A loan returned here since it was loaded stays returned: the file is older than the desk.
      const same = before.returned !== null && !history ? true : before.due === due && before.renovacoes === renewals && before.returned === returned;
      planned.push({ line, action: same ? 'unchanged' : 'update', detail: same && before.returned && !history ? `${what} (returned here since)` : what, key, record });
      return;
    }
    if (!history) {
      if (copyLine.has(copy.cod_exemplar)) return refuse(`copy ${f.barcode} is already on loan (line ${copyLine.get(copy.cod_exemplar)})`);
      const open = onLoan.get(copy.cod_exemplar);
      if (open) return refuse(`copy ${f.barcode} is already on loan (to ${open.login})`);
      if (copy.situacao === COPY.withdrawn || copy.situacao === COPY.lost) return refuse(`copy ${f.barcode} is ${copy.situacao === COPY.lost ? 'lost' : 'withdrawn'} here`);
      const held = setAside.get(copy.cod_exemplar);
      if (held) return refuse(`copy ${f.barcode} is set aside for ${held.login}'s hold`);
      copyLine.set(copy.cod_exemplar, line);
    }
    planned.push({ line, action: 'create', detail: what, key, record });
  });
  return { planned, errors };
}

const LOAN_RECORD = `chave_importacao text, cod_exemplar int, cod_acervo int, cod_pessoa int, data_emprestimo date,
  data_devolucao_prevista date, data_devolucao date, renovacoes int, limite_renovacoes int`;

export async function writeLoans(tx: Tx, planned: Planned<LoanRecord>[]) {
  const created = JSON.stringify(planned.filter((p) => p.action === 'create').map((p) => p.record));
  const updated = JSON.stringify(planned.filter((p) => p.action === 'update').map((p) => p.record));
  await exec(tx, sql`
    INSERT INTO emprestimo (cod_exemplar, cod_pessoa, data_emprestimo, data_devolucao_prevista, data_devolucao, renovacoes, limite_renovacoes, chave_importacao)
    SELECT cod_exemplar, cod_pessoa, data_emprestimo, data_devolucao_prevista, data_devolucao, renovacoes, limite_renovacoes, chave_importacao
    FROM jsonb_to_recordset(${created}::jsonb) AS r(${sql.raw(LOAN_RECORD)})`);
  await exec(tx, sql`
    UPDATE exemplar e SET situacao = ${COPY.onLoan} FROM jsonb_to_recordset(${created}::jsonb) AS r(${sql.raw(LOAN_RECORD)})
    WHERE e.cod_exemplar = r.cod_exemplar AND r.data_devolucao IS NULL`);
  // The title's loans per year, as a check-out counts them (the statistics and "most borrowed").
  await exec(tx, sql`
    INSERT INTO estatistica_emprestimo (cod_acervo, ano, total)
    SELECT cod_acervo, extract(year FROM data_emprestimo)::int, count(*)::int FROM jsonb_to_recordset(${created}::jsonb) AS r(${sql.raw(LOAN_RECORD)})
    GROUP BY 1, 2
    ON CONFLICT (cod_acervo, ano) DO UPDATE SET total = estatistica_emprestimo.total + excluded.total`);
  await exec(tx, sql`
    UPDATE emprestimo m SET data_devolucao_prevista = r.data_devolucao_prevista, renovacoes = r.renovacoes,
      limite_renovacoes = greatest(m.limite_renovacoes, r.renovacoes), data_devolucao = coalesce(r.data_devolucao, m.data_devolucao)
    FROM jsonb_to_recordset(${updated}::jsonb) AS r(${sql.raw(LOAN_RECORD)})
    WHERE m.chave_importacao = r.chave_importacao AND (m.data_devolucao IS NULL OR r.data_devolucao IS NOT NULL)`);
}
