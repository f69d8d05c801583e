/** The demo's loan statistics per year, title comments and purchase suggestions. */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { exec } from '../db/query';
import type { SeededTitle } from './demo-catalogue';
import type { People } from './demo-people';
import type { Library } from './demo-reference';
import type { Random } from './random';
import { insertJsonRows } from './sql';

const FIRST_YEAR = 2018;
const LAST_YEAR = 2026;

/** Loans per year (statistics tab) for about 60% of the titles, never before a title was published. */
export async function insertLoanStatistics(database: Database, random: Random, titles: SeededTitle[]): Promise<void> {
  const rows: { cod_acervo: number; ano: number; total: number }[] = [];
  for (const title of titles) {
    if (!random.chance(0.6)) continue;
    // A few titles are in every course's bibliography; most circulate a little.
    const popularity = random.chance(0.1) ? random.int(15, 60) : random.int(1, 8);
    for (let ano = Math.max(FIRST_YEAR, title.ano ?? FIRST_YEAR); ano <= LAST_YEAR; ano++) {
      const total = Math.round(popularity * (0.3 + random.next() * 1.2) * (ano === LAST_YEAR ? 0.4 : 1));
      if (total > 0) rows.push({ cod_acervo: title.codAcervo, ano, total });
    }
  }
  await insertJsonRows(database, {
    into: 'estatistica_emprestimo (cod_acervo, ano, total)', select: 'r.cod_acervo, r.ano, r.total', record: 'cod_acervo int, ano int, total bigint',
  }, rows);
}

const APPROVED = [
  'Excelente introdução ao tema; usei na disciplina e recomendo.',
  'Obra clássica, leitura obrigatória para quem pesquisa a área.',
  'Boa referência, mas a edição é antiga: confira se há uma mais recente.',
  'Os capítulos iniciais são bem didáticos. Ótimo para revisar para a prova.',
  'Muito útil para o meu TCC — a bibliografia no fim do livro vale ouro.',
];
const PENDING = [
  'Faltam páginas no exemplar da Biblioteca Central (p. 45–52).',
  'Seria ótimo ter mais exemplares, a fila de reservas está grande!',
  'Alguém sabe se existe tradução para o português?',
];

/** A few approved and pending comments on titles, plus a general comment to a library. */
export async function insertComments(database: Database, random: Random, people: People, titles: SeededTitle[], libraries: Library[]): Promise<void> {
  const authors = ['aluno', 'posgrad', 'funcionario', 'professor'].map((l) => people.byLogin.get(l)!)
    .concat(people.crowd.slice(0, 6));
  const picked = random.sample(titles, APPROVED.length + PENDING.length);
  const rows = [
    ...APPROVED.map((texto, i) => ({
      cod_pessoa: i === 0 ? people.byLogin.get('funcionario')! : random.pick(authors),
      cod_acervo: picked[i].codAcervo, cod_biblioteca: null, texto, situacao: 'aprovado', dias: -random.int(5, 300),
    })),
    ...PENDING.map((texto, i) => ({
      cod_pessoa: people.byLogin.get(i === 0 ? 'posgrad' : 'aluno')!,
      cod_acervo: picked[APPROVED.length + i].codAcervo, cod_biblioteca: null, texto, situacao: 'pendente', dias: -random.int(0, 3),
    })),
    {
      cod_pessoa: people.byLogin.get('aluno')!, cod_acervo: null, cod_biblioteca: libraries[0].codBiblioteca,
      texto: 'Sugiro ampliar o horário de funcionamento aos sábados no período de provas.', situacao: 'aprovado', dias: -20,
    },
  ];
  await insertJsonRows(database, {
    into: 'comentario (cod_pessoa, cod_acervo, cod_biblioteca, texto, situacao, data_envio)',
    select: `r.cod_pessoa, r.cod_acervo, r.cod_biblioteca, r.texto, r.situacao, now() + r.dias * interval '1 day'`,
    record: 'cod_pessoa int, cod_acervo int, cod_biblioteca int, texto text, situacao text, dias int',
  }, rows);
}

/** Purchase suggestions for the professor (who has a suggestion link of their own) and aluno. */
export async function insertSuggestions(database: Database, people: People, libraries: Library[]): Promise<void> {
  const [first, second] = libraries;
  const rows = [
    { login: 'professor', lib: first, titulo: 'Metodologia do trabalho científico', editor: 'Atlas', autor: 'Severino, Antônio Joaquim', edicao: '24. ed.', isbn_issn: '9788524924484', situacao: 'em_cotacao', dias: -40 },
    { login: 'professor', lib: second ?? first, titulo: 'Introdução à teoria dos grafos', editor: 'Blucher', autor: null, edicao: null, isbn_issn: null, situacao: 'sugestao_compra', dias: -3 },
    { login: 'aluno', lib: first, titulo: 'Cálculo: volume 1', editor: 'Cengage Learning', autor: 'Stewart, James', edicao: '9. ed.', isbn_issn: null, situacao: 'atendida', dias: -200 },
    { login: 'aluno', lib: first, titulo: 'Física básica: mecânica', editor: 'Blucher', autor: 'Nussenzveig, H. Moysés', edicao: '5. ed.', isbn_issn: null, situacao: 'aguardando_entrega', dias: -60 },
    { login: 'aluno', lib: second ?? first, titulo: 'Química geral', editor: 'LTC', autor: 'Russell, John B.', edicao: null, isbn_issn: null, situacao: 'pre_sugestao', dias: -5 },
    { login: 'aluno', lib: first, titulo: 'Álgebra linear', editor: 'Harbra', autor: 'Boldrini, José Luiz', edicao: '3. ed.', isbn_issn: null, situacao: 'ja_existe', dias: -420 },
  ].map(({ login, lib, ...rest }) => ({ ...rest, cod_pessoa: people.byLogin.get(login)!, cod_campus: lib.codCampus, cod_biblioteca: lib.codBiblioteca }));
  await insertJsonRows(database, {
    into: 'sugestao (cod_pessoa, cod_campus, cod_biblioteca, titulo, editor, autor, edicao, isbn_issn, situacao, data_envio, professor)',
    select: `r.cod_pessoa, r.cod_campus, r.cod_biblioteca, r.titulo, r.editor, r.autor, r.edicao, r.isbn_issn, r.situacao, now() + r.dias * interval '1 day', r.cod_pessoa = (SELECT cod_pessoa FROM pessoa WHERE login = 'professor')`,
    record: 'cod_pessoa int, cod_campus int, cod_biblioteca int, titulo text, editor text, autor text, edicao text, isbn_issn text, situacao text, dias int',
  }, rows);
}

/** Subscribed databases (issue 24 item 5): two for every library, one of the first library's, one restricted e-book base. */
export async function insertDatabases(database: Database, libraries: Library[]): Promise<void> {
  const [first] = libraries;
  await insertJsonRows(database, {
    into: 'base_dados (nome, base, descricao, url, acesso_restrito, cod_biblioteca)',
    select: 'r.nome, r.base, r.descricao, r.url, r.acesso_restrito, r.cod_biblioteca',
    record: 'nome text, base text, descricao text, url text, acesso_restrito boolean, cod_biblioteca int',
  }, [
    { nome: 'Portal de Periódicos CAPES', base: 'capes', descricao: 'Acesso livre na rede da universidade; fora dela, entre pela CAFe com seu login institucional.', url: 'https://www.periodicos.capes.gov.br/', acesso_restrito: false, cod_biblioteca: null },
    { nome: 'SciELO', base: 'scielo', descricao: 'Acesso aberto, de qualquer lugar.', url: 'https://www.scielo.br/', acesso_restrito: false, cod_biblioteca: null },
    { nome: 'Target GEDWeb (normas técnicas)', base: 'target', descricao: 'Normas ABNT e Mercosul: entre pelo Meu Pergamum; uma norma por vez, somente leitura.', url: null, acesso_restrito: true, cod_biblioteca: first.codBiblioteca },
    { nome: 'Biblioteca Virtual Pearson', base: 'pearson', descricao: 'Livros eletrônicos para alunos e servidores com CPF cadastrado na biblioteca.', url: null, acesso_restrito: true, cod_biblioteca: first.codBiblioteca },
  ]);
}

/**
 * One title carries a restricted e-book link (Pearson's Biblioteca Virtual), appended after
 * its own fields so no other link changes its occurrence: the restricted-link path has a
 * title to run on (issue 25 item 4). The last title without any 856 gets it.
 */
export async function insertRestrictedLink(database: Database): Promise<void> {
  const field = { tag: '856', ind1: '4', ind2: '0', subfields: [
    { code: 'u', value: 'https://plataforma.bvirtual.com.br/Acervo/Publicacao/2025' },
    { code: 'y', value: 'Biblioteca Virtual Pearson' },
  ] };
  await exec(database.db, sql`
    UPDATE acervo SET marc = jsonb_set(marc, '{fields}', (marc->'fields') || jsonb_build_array(${JSON.stringify(field)}::jsonb))
     WHERE cod_acervo = (SELECT max(cod_acervo) FROM acervo WHERE NOT (marc->'fields') @> '[{"tag":"856"}]'::jsonb)`);
}

/**
 * aluno's permanent basket: two titles saved weeks ago (the personal area's Permanent basket
 * page, and its phone layout check, have something to show). No random draw: the rest of
 * the demo stays as it was.
 */
export async function insertPermanentBasket(database: Database, people: People, titles: SeededTitle[]): Promise<void> {
  const aluno = people.byLogin.get('aluno')!;
  const rows = titles.slice(0, 2).map((t, i) => ({ cod_pessoa: aluno, cod_acervo: t.codAcervo, dias: -30 - 7 * i }));
  await insertJsonRows(database, {
    into: 'cesta_permanente (cod_pessoa, cod_acervo, data_inclusao)',
    select: `r.cod_pessoa, r.cod_acervo, now() + r.dias * interval '1 day'`,
    record: 'cod_pessoa int, cod_acervo int, dias int',
  }, rows);
}
