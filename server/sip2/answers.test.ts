import { describe, expect, it } from 'vitest';
import { DEFAULT_RULE } from '../modules/circulation';
import type { PatronAccount } from '../modules/integration';
import { finesToPay, terminalProblem } from '../modules/integration';
import { patronCounts, patronItems, patronStatus, refusal, supportedMask } from './answers';

const account = (over: Partial<PatronAccount> = {}): PatronAccount => ({
  standing: { suspendedUntil: null, debt: 0, overdueLoans: [], openLoans: 2, openByType: {}, separated: false, expired: false },
  rule: DEFAULT_RULE,
  refusal: null,
  loans: [
    { cod_emprestimo: 1, barcode: 'B1', titulo: 'Um', due: '2026-01-01', overdue: true },
    { cod_emprestimo: 2, barcode: 'B2', titulo: 'Dois', due: '2099-01-01', overdue: false },
  ],
  holds: [{ barcode: 'H1', titulo: 'Três', released: true }, { barcode: null, titulo: 'Quatro', released: false }],
  fines: [{ cod_multa: 7, total: 4.5, motivo: 'Atraso', titulo: null }],
  ...over,
});

describe('patron status (24, 64)', () => {
  it('is blank for a patron in good standing', () => {
    expect(patronStatus(account(), false)).toBe(' '.repeat(14));
  });
  it('denies charging when the desk would refuse, and says why', () => {
    const indebted = account({ refusal: 'error.desk-patron-debt', standing: { ...account().standing, debt: 20 } });
    const flags = patronStatus(indebted, false);
    expect(flags[0]).toBe('Y'); // charge privileges denied
    expect(flags[1]).toBe('Y'); // renewal denied: debt above the category's maximum
    expect(flags[10]).toBe('Y'); // excessive outstanding fines
  });
  it('marks too many items charged at the category limit, and holds denied for a separated patron', () => {
    const full = account({ standing: { ...account().standing, openLoans: DEFAULT_RULE.maxEmprestimos }, refusal: 'error.desk-loan-limit' });
    expect(patronStatus(full, false)[5]).toBe('Y');
    expect(patronStatus(account({ standing: { ...account().standing, separated: true } }), false)[3]).toBe('Y');
  });
  it('answers an unknown patron as the recorded Polaris answer does', () => {
    expect(patronStatus(null, false)).toBe('YYYY          ');
  });
});

describe('supported messages (98 BX)', () => {
  it('lists what the terminal may send in the standard order', () => {
    expect(supportedMask(['23', '63', '17', '11', '09', '29', '65', '37', '35'])).toBe('YYYNYYYYYYYNNNYY');
    expect(supportedMask(['17'])).toBe('NNNNYYYNNNYNNNNN');
    expect(supportedMask(null)).toBe('N'.repeat(16));
  });
});

describe('patron information items (64)', () => {
  it('gives the list the summary asks for, within BP/BQ', () => {
    expect(patronItems(account(), 'Y         ', '', '')).toEqual([['AS', 'H1']]);
    expect(patronItems(account(), ' Y        ', '', '')).toEqual([['AT', 'B1']]);
    expect(patronItems(account(), '  Y       ', '2', '2')).toEqual([['AU', 'B2']]);
    expect(patronItems(account(), '   Y      ', '1', '5')).toEqual([['AV', '7 4.50 Atraso']]);
    expect(patronItems(account(), '     Y    ', '', '')).toEqual([['CD', 'Quatro']]);
    expect(patronItems(account(), '          ', '', '')).toEqual([]);
  });
  it('counts each kind in four digits', () => {
    expect(patronCounts(account())).toBe('000100010002000100000001');
  });
});

describe('refusals', () => {
  it('are the request’s own response with ok = 0 and the screen message', () => {
    const [code, fixed, fields] = refusal('11', { institution: 'I', patron: 'p', item: 'x', language: '000' }, 'Não.', '20260101    120000');
    expect([code, fixed]).toEqual(['12', '0NUN20260101    120000']);
    expect(fields).toContainEqual(['AF', 'Não.']);
    expect(refusal('37', { institution: 'I', patron: 'p', item: '', language: '000' }, 'x', 'D'.repeat(18))[1]).toBe(`N${'D'.repeat(18)}`);
  });
});

describe('fee paid (37)', () => {
  const fines = [{ cod_multa: 7, total: 4.5, motivo: null, titulo: null }, { cod_multa: 9, total: 2, motivo: null, titulo: null }];
  it('pays a named fine or all of them, in full only', () => {
    expect(finesToPay(fines, '9', 2)).toEqual([fines[1]]);
    expect(finesToPay(fines, '', 6.5)).toEqual(fines);
    expect(finesToPay(fines, '', 6.49)).toBe('short');
    expect(finesToPay(fines, '8', 100)).toBe('not-found');
    expect(finesToPay(fines, '', Number.NaN)).toBe('short');
  });
});

describe('terminal fields', () => {
  it('checks login, password, messages and texts', () => {
    expect(terminalProblem({ login: 'quiosque-1', senha: '12345678' }, true)).toBeNull();
    expect(terminalProblem({ login: 'com espaço', senha: '12345678' }, true)).toBe('error.sip2-terminal-login');
    expect(terminalProblem({ login: 'q', senha: 'curta' }, true)).toBe('error.sip2-terminal-password');
    expect(terminalProblem({ senha: 'tem|barra1' }, false)).toBe('error.sip2-terminal-password');
    expect(terminalProblem({ mensagens: ['15'] }, false)).toBe('error.sip2-terminal-messages');
    expect(terminalProblem({ descricao: 'a|b' }, false)).toBe('error.sip2-terminal-text');
    expect(terminalProblem({ ativo: false }, false)).toBeNull();
  });
});
