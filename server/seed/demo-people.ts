/**
 * Inserts the demo patrons: the named demo accounts and, for realistic circulation, a crowd
 * of generated ones. One argon2id hash of the demo password serves them all — hashing is
 * deliberately slow, and the seed must stay fast.
 */
import { hash } from '@node-rs/argon2';
import type { Database } from '../db/connect';
import { NO_PASSWORD } from '../core/no-password';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { DEFAULT_CATEGORY } from './demo-institution';
import { brazilianName, nameSlug } from './names';
import type { Random } from './random';
import { insertRecords } from './sql';

/** Argon2id is algorithm 2 in @node-rs/argon2 (a const enum we cannot import under isolatedModules). */
const ARGON2ID = 2;

export interface People {
  /** cod_pessoa of each demo account, by login. */
  byLogin: Map<string, number>;
  /** cod_pessoa of the generated patrons. */
  crowd: number[];
}

const CROWD_CATEGORIES = [DEFAULT_CATEGORY, '19', '03', '07', '09', '05', '12', 'Intercamb', 'MembroComun', '08', '04', '10'];
const CROWD_WEIGHTS = [50, 6, 8, 5, 3, 5, 2, 2, 4, 5, 8, 2];
const CITIES = ['Florianópolis', 'São José', 'Palhoça', 'Biguaçu', 'Itajaí', 'Joinville'];
const DISTRICTS = ['Centro', 'Trindade', 'Córrego Grande', 'Pantanal', 'Itacorubi', 'Campeche', 'Estreito'];

export async function insertPeople(database: Database, random: Random, crowdSize: number): Promise<People> {
  const senhaHash = await hash(DEMO_PASSWORD, { algorithm: ARGON2ID });
  const named = DEMO_ACCOUNTS.map((a) => ({
    login: a.login, nome: a.name, categoria: a.category, bloqueado: a.blocked, senhaHash: a.firstAccess ? NO_PASSWORD : senhaHash,
    vinculo: a.bond ?? null, papel: a.role ?? 'usuario', permissoes: [...(a.roles ?? [])],
    email: a.firstAccess ? null : `${a.login}@ufdemo.edu.br`, dadosPessoais: withoutCpf(a.login, personalData(random)),
  }));
  const crowd = Array.from({ length: crowdSize }, (_, i) => {
    const nome = brazilianName(random);
    return {
      // Matrícula-like logins: entry year + sequence.
      login: `${random.int(2018, 2026)}${String(1000 + i).padStart(5, '0')}`,
      nome, senhaHash, bloqueado: false,
      categoria: random.weighted(CROWD_CATEGORIES, CROWD_WEIGHTS),
      email: `${nameSlug(nome)}.${i}@ufdemo.edu.br`,
      dadosPessoais: personalData(random),
    };
  });
  const inserted = await insertRecords<{ codPessoa: number; login: string }>(database, 'pessoa',
    'login text, nome text, email text, categoria text, senha_hash text, bloqueado boolean, vinculo text, papel text, permissoes text[], dados_pessoais jsonb',
    [...named, ...crowd].map((p) => ({
      login: p.login, nome: p.nome, email: p.email, categoria: p.categoria, senha_hash: p.senhaHash, bloqueado: p.bloqueado,
      vinculo: 'vinculo' in p ? p.vinculo : null, papel: 'papel' in p ? p.papel : 'usuario', permissoes: 'permissoes' in p ? p.permissoes : [], dados_pessoais: p.dadosPessoais,
    })),
    'ON CONFLICT DO NOTHING RETURNING cod_pessoa AS "codPessoa", login');
  const ids = new Map(inserted.map((p) => [p.login, p.codPessoa]));
  return {
    byLogin: new Map(DEMO_ACCOUNTS.filter((a) => ids.has(a.login)).map((a) => [a.login, ids.get(a.login)!])),
    crowd: crowd.filter((p) => ids.has(p.login)).map((p) => ids.get(p.login)!),
  };
}

/** The community member has no CPF on record: the personal-data form lets a patron give one (once). */
const WITHOUT_CPF = new Set(['comunidade']);
const withoutCpf = (login: string, data: Record<string, unknown>) => (WITHOUT_CPF.has(login) ? { ...data, cpf: null } : data);

/** Spec §3's personal data, with a CPF whose check digits are valid. */
function personalData(random: Random): Record<string, unknown> {
  return {
    endereco: `Rua ${random.pick(['das Flores', 'Lauro Linhares', 'Delminda Silveira', 'João Pio Duarte Silva'])}, ${random.int(10, 2500)}`,
    complemento: random.chance(0.4) ? `Apto ${random.int(101, 804)}` : '',
    cep: `88${random.int(10, 99)}${random.int(0, 9)}-${String(random.int(0, 999)).padStart(3, '0')}`,
    cidade: random.pick(CITIES),
    bairro: random.pick(DISTRICTS),
    cpf: cpf(random),
    nacionalidade: 'Brasileira',
    sexo: random.pick(['F', 'M']),
    data_nascimento: `${random.int(1960, 2006)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
    estado_civil: random.weighted(['solteiro', 'casado', 'divorciado', 'outro'], [6, 3, 1, 0.5]),
    recebe_email: true,
  };
}

function cpf(random: Random): string {
  const digits = Array.from({ length: 9 }, () => random.int(0, 9));
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}
