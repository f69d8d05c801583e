/**
 * What the public catalogue's home and new-acquisitions list need beyond the MARC
 * records: when each copy was acquired, the area of knowledge of each title (from its
 * call-number class) and the courses of each campus with their bibliographies. Bulk SQL,
 * deterministic (dates and choices derive from the codes), idempotent.
 */
import type { Database } from '../db/connect';
import type { SeedSize } from './marc-files';
import { seedNetwork } from './network';
import { sqlLiteral } from './sql';
import { refreshVocabulary } from '../import/vocabulary';

/** Areas of knowledge and the LC class letters / DDC hundreds that fall in each. */
export const AREAS: readonly { codigo: number; descricao: string; lc: string; ddc: string[] }[] = [
  { codigo: 1, descricao: 'Obras gerais', lc: 'A', ddc: ['000'] },
  { codigo: 2, descricao: 'Filosofia e Psicologia', lc: 'B', ddc: ['100'] },
  { codigo: 3, descricao: 'Religião', lc: '', ddc: ['200'] },
  { codigo: 4, descricao: 'História', lc: 'CDEF', ddc: ['900'] },
  { codigo: 5, descricao: 'Geografia e Antropologia', lc: 'G', ddc: [] },
  { codigo: 6, descricao: 'Ciências Sociais', lc: 'H', ddc: ['300'] },
  { codigo: 7, descricao: 'Ciência Política', lc: 'J', ddc: [] },
  { codigo: 8, descricao: 'Direito', lc: 'K', ddc: [] },
  { codigo: 9, descricao: 'Educação', lc: 'L', ddc: [] },
  { codigo: 10, descricao: 'Música', lc: 'M', ddc: [] },
  { codigo: 11, descricao: 'Artes', lc: 'N', ddc: ['700'] },
  { codigo: 12, descricao: 'Linguagem e Literatura', lc: 'P', ddc: ['400', '800'] },
  { codigo: 13, descricao: 'Ciências Exatas e Naturais', lc: 'Q', ddc: ['500'] },
  { codigo: 14, descricao: 'Ciências da Saúde', lc: 'R', ddc: [] },
  { codigo: 15, descricao: 'Ciências Agrárias', lc: 'S', ddc: [] },
  { codigo: 16, descricao: 'Engenharia e Tecnologia', lc: 'TUV', ddc: ['600'] },
  { codigo: 17, descricao: 'Bibliografia e Biblioteconomia', lc: 'Z', ddc: [] },
];

/** Courses per campus (by the campus's position) and the areas their bibliographies draw on. */
const COURSES: readonly { nome: string; campus: number; areas: number[] }[] = [
  { nome: 'História', campus: 0, areas: [4, 5] },
  { nome: 'Direito', campus: 0, areas: [8, 7] },
  { nome: 'Letras — Português e Inglês', campus: 0, areas: [12] },
  { nome: 'Filosofia', campus: 0, areas: [2, 3] },
  { nome: 'Ciências Sociais', campus: 0, areas: [6, 7, 5] },
  { nome: 'Engenharia Civil', campus: 1, areas: [16, 13] },
  { nome: 'Medicina', campus: 1, areas: [14, 13] },
  { nome: 'Música', campus: 1, areas: [10, 11] },
  { nome: 'Oceanografia', campus: 2, areas: [13, 5] },
  { nome: 'Pedagogia', campus: 2, areas: [9, 2] },
  { nome: 'Biblioteconomia', campus: 2, areas: [17, 1] },
  { nome: 'Agronomia', campus: 2, areas: [15, 13] },
];

export async function seedCatalogueExtras(database: Database): Promise<void> {
  const areaRows = AREAS.map((a) => `(${a.codigo}, ${sqlLiteral(a.descricao)})`).join(',');
  const classMap = AREAS.flatMap((a) => [...a.lc].map((l) => `(${sqlLiteral(l)}, ${a.codigo})`)
    .concat(a.ddc.map((d) => `(${sqlLiteral(d)}, ${a.codigo})`))).join(',');
  const courseRows = COURSES.map((c) => `(${sqlLiteral(c.nome)}, ${c.campus}, ${sqlLiteral(`{${c.areas.join(',')}}`)}::int[])`).join(',');
  await database.exec(`
    INSERT INTO area_conhecimento (cod_area_conhecimento, descricao) VALUES ${areaRows} ON CONFLICT DO NOTHING;
    -- The area follows the class the importer found (dados_adicionais C: LC letters or the DDC hundred).
    UPDATE acervo a SET cod_area_conhecimento = m.area
    FROM (VALUES ${classMap}) AS m(classe, area)
    WHERE a.cod_area_conhecimento IS NULL AND m.classe = CASE
      WHEN (a.dados_adicionais -> 'C' ->> 0) ~ '^[0-9]' THEN a.dados_adicionais -> 'C' ->> 0
      ELSE left(a.dados_adicionais -> 'C' ->> 0, 1) END;
    -- About 1 copy in 10 arrived in the last 60 days; the rest over the two years before.
    UPDATE exemplar SET data_aquisicao = current_date - CASE WHEN (cod_exemplar::bigint * 7919) % 10 = 0
      THEN (cod_exemplar::bigint * 31 % 60)::int ELSE (60 + cod_exemplar::bigint * 131 % 670)::int END
    WHERE data_aquisicao IS NULL;
    INSERT INTO curso (nome, cod_campus)
    SELECT c.nome, p.cod_campus FROM (VALUES ${courseRows}) AS c(nome, pos, areas)
    JOIN (SELECT cod_campus, row_number() OVER (ORDER BY cod_campus) - 1 AS pos FROM campus) p ON p.pos = c.pos
    WHERE NOT EXISTS (SELECT 1 FROM curso x WHERE x.nome = c.nome AND x.cod_campus = p.cod_campus);
    -- A course's bibliography: the titles of its areas.
    INSERT INTO curso_acervo (cod_curso, cod_acervo)
    SELECT k.cod_curso, a.cod_acervo FROM (VALUES ${courseRows}) AS c(nome, pos, areas)
    JOIN curso k ON k.nome = c.nome
    JOIN acervo a ON a.cod_area_conhecimento = ANY(c.areas)
    ON CONFLICT DO NOTHING;`);
}

/** seedDemo's one step for the public catalogue: extras, the network base, then the vocabulary of it all. */
export async function seedPublicCatalogue(database: Database, size: SeedSize): Promise<void> {
  await seedCatalogueExtras(database);
  await seedNetwork(database, size);
  await refreshVocabulary(database);
}
