import type { StaffRole } from '../http/caller-types';

/**
 * The demo accounts: who can sign in to the demo, and what each one is there to show. The
 * server prints this list at start and the README lists it.
 */
export const DEMO_PASSWORD = 'Biblioteca#2026';

export interface DemoAccount {
  login: string;
  password: string;
  /** Category code (spec §3). */
  category: string;
  name: string;
  blocked: boolean;
  /** What signing in with it shows. */
  shows: string;
  /** The individual (a CPF) when the person has several logins (pessoa.vinculo). */
  bond?: string;
  /** pessoa.papel: 'bibliotecario' for the library's staff (the circulation desk). */
  role?: 'bibliotecario';
  /** pessoa.permissoes: a staff member's roles (server/http/caller-types.ts). */
  roles?: readonly StaffRole[];
  /** Loaded without e-mail or password (issue 35): gets in only with a first-access code from the desk. */
  firstAccess?: true;
}

const account = (login: string, category: string, name: string, shows: string, blocked = false, bond?: string): DemoAccount =>
  ({ login, password: DEMO_PASSWORD, category, name, blocked, shows, ...(bond ? { bond } : {}) });

/** Lucas's CPF: he studies (bolsista) and works as a library monitor (monitor). */
export const DEMO_BOND = '52998224725';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account('aluno', '01', 'Ana Beatriz Souza',
    'Undergraduate: 3 current loans (one overdue, one renewed twice), loan history, two holds in queue and one released, an open fine of R$ 4,50 and a paid one, comments'),
  account('posgrad', '03', 'Carlos Eduardo Lima',
    'Graduate student: current loans, a hold ahead of aluno in a queue, a pending comment'),
  account('professor', '04', 'Helena Martins',
    'Professor: 2 current loans, a hold, acquisition suggestions, a past suspension (a late return)'),
  account('tecnico', '07', 'Rafael Nunes Cardoso',
    'Technical-course student with a clean record: the empty states of the personal area'),
  account('funcionario', '05', 'Patrícia Moura Alves',
    'Staff: a current loan and an approved comment'),
  account('comunidade', 'MembroComun', 'José Ribeiro Santos',
    'Community member: a current loan'),
  account('bolsista', '01', 'Lucas Ferreira Rocha',
    'Undergraduate who also works at the library: after signing in he chooses which of his two logins to continue as',
    false, DEMO_BOND),
  account('monitor', '05', 'Lucas Ferreira Rocha',
    `Lucas's second login, as a library monitor (staff); signing in with his CPF ${DEMO_BOND} asks which person, by category`,
    false, DEMO_BOND),
  account('bloqueado', '01', 'Marcos Vieira Dias',
    'Blocked patron: sign-in is refused (error 430)', true),
  account('vencido', '01', 'Beatriz Campos Teixeira',
    'Undergraduate whose registration expired a month ago: signs in and sees her record, but holds, loans, loan requests and renewals are refused with the reason'),
  { ...account('bibliotecario', '05', 'Marina Costa Pereira',
    'Librarian at the desk (staff: circulation and patrons): /balcao or npm run desk (check out, return, loan requests, payments), /balcao/usuarios (a patron\'s loans, holds, debts; renew, waive, block on their behalf)'),
  role: 'bibliotecario', roles: ['circulation', 'patrons'] },
  { ...account('catalogador', '05', 'Tiago Almeida Ramos',
    'Cataloguer (staff: cataloguing): records and items, comment moderation in /balcao'),
  role: 'bibliotecario', roles: ['cataloguing'] },
  { ...account('administrador', '05', 'Sônia Regina Campos',
    'Administrator (staff: admin, every role): /balcao/equipe (grant roles), /balcao/auditoria (the audit trail and its CSV)'),
  role: 'bibliotecario', roles: ['admin'] },
  { ...account('primeiroacesso', '01', 'Júlia Prado Menezes',
    'Undergraduate loaded from the registrar\'s file without e-mail or password: a clerk issues her a first-access code (/balcao/usuarios), she sets her password with it (login page, First access)'),
  password: '(first-access code)', firstAccess: true },
];

/** A text table of the accounts, for the server's start-up message. */
export function formatDemoAccounts(accounts: readonly DemoAccount[] = DEMO_ACCOUNTS): string {
  const rows = accounts.map((a) => [a.login, a.password, a.category, a.shows]);
  const header = ['login', 'password', 'category', 'shows'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (i === 3 ? 0 : r[i].length))));
  const line = (r: string[]) => r.map((c, i) => (i === 3 ? c : c.padEnd(widths[i]))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}
