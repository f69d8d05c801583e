/** Brazilian name parts for the generated patrons (common given names and surnames). */
import type { Random } from './random';

const GIVEN = [
  'Ana', 'Maria', 'Juliana', 'Fernanda', 'Patrícia', 'Aline', 'Camila', 'Bruna', 'Amanda', 'Letícia',
  'Larissa', 'Mariana', 'Gabriela', 'Beatriz', 'Isabela', 'Luana', 'Natália', 'Vanessa', 'Tatiane', 'Débora',
  'Rafaela', 'Júlia', 'Sofia', 'Alice', 'Helena', 'Valentina', 'Lívia', 'Yasmin', 'Raíssa', 'Cecília',
  'João', 'José', 'Carlos', 'Paulo', 'Pedro', 'Lucas', 'Luiz', 'Marcos', 'Gabriel', 'Rafael',
  'Daniel', 'Marcelo', 'Bruno', 'Eduardo', 'Felipe', 'Rodrigo', 'Gustavo', 'Thiago', 'Mateus', 'Leonardo',
  'Vinícius', 'André', 'Fábio', 'Diego', 'Caio', 'Heitor', 'Arthur', 'Davi', 'Samuel', 'Otávio',
];
const MIDDLE = ['Beatriz', 'Eduardo', 'Cristina', 'Henrique', 'Luiza', 'Augusto', 'Clara', 'Vitor', 'Paula', 'Miguel'];
const SURNAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
  'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Cavalcanti', 'Monteiro', 'Moura', 'Pinto',
];

export function brazilianName(random: Random): string {
  const parts = [random.pick(GIVEN)];
  if (random.chance(0.4)) parts.push(random.pick(MIDDLE));
  parts.push(random.pick(SURNAMES));
  if (random.chance(0.5)) parts.push(random.pick(SURNAMES));
  return [...new Set(parts)].join(' ');
}

/** An e-mail-safe slug of a name: 'Ana Lívia Souza' → 'ana.livia.souza'. */
export function nameSlug(name: string): string {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]+/g, '.');
}
