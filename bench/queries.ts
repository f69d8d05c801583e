/**
 * The benchmark's query mix, drawn from the same distributions as the synthetic catalogue:
 * single title words, two-word searches, author surnames, subject headings; 40% of them with
 * a facet filter applied, the way a patron narrows a result list.
 */
import { createRandom, type Random } from '../server/seed/random';
import type { SyntheticModel } from '../server/seed/synthetic-model';

export interface BenchQuery {
  kind: 'word' | 'two words' | 'author' | 'subject';
  termo: string;
  tipo: 'livre' | 'autor' | 'assunto';
  filtros: string[];
}

const MIX: [BenchQuery['kind'], number][] = [['word', 80], ['two words', 50], ['author', 35], ['subject', 35]];

function contentWord(model: SyntheticModel, random: Random): string {
  for (;;) {
    const word = model.words.draw(random);
    if (word.length >= 3 && !model.functionWords.has(word) && !/^\d+$/.test(word)) return word;
  }
}

function filter(model: SyntheticModel, random: Random): string[] {
  if (!random.chance(0.4)) return [];
  const template = random.pick(model.templates);
  switch (random.int(0, 3)) {
    case 0: return [`I:${template.lang}`];
    case 1: return template.year ? [`Y:${template.year}`] : ['Y:sem-data'];
    case 2: return [`X:${random.pick(['C', 'O', 'A'])}`];
    default: return [`B:${random.int(1, 6)}`];
  }
}

export function benchQueries(model: SyntheticModel, count = 200, seed = 7): BenchQuery[] {
  const random = createRandom(seed);
  const total = MIX.reduce((s, [, n]) => s + n, 0);
  const queries: BenchQuery[] = [];
  for (const [kind, share] of MIX) {
    for (let i = 0; i < Math.round((count * share) / total); i++) {
      const filtros = filter(model, random);
      if (kind === 'word') queries.push({ kind, termo: contentWord(model, random), tipo: 'livre', filtros });
      else if (kind === 'two words') queries.push({ kind, termo: `${contentWord(model, random)} ${contentWord(model, random)}`, tipo: 'livre', filtros });
      else if (kind === 'author') queries.push({ kind, termo: model.surnames.draw(random), tipo: 'autor', filtros });
      else queries.push({ kind, termo: model.subjects.draw(random)[0].value, tipo: 'assunto', filtros });
    }
  }
  // Interleave kinds so a warm-up slice or a cache never favours one kind.
  return random.sample(queries, queries.length);
}
