// The names the policy matrix shows for its keys' values: a library's or a category's own
// name, with its code beside it when another one has the same name (the demo's 07 and 21 are
// both "Curso técnico"), so that a select never offers two options alike and a rule's row
// says which one it binds.

/** Each code's label: its name, or "name (code)" when the name is not unique in the list. */
export function distinctLabels<K>(list: readonly { code: K; name: string }[]): Map<K, string> {
  const count = new Map<string, number>();
  for (const { name } of list) count.set(name.trim().toLowerCase(), (count.get(name.trim().toLowerCase()) ?? 0) + 1);
  return new Map(list.map(({ code, name }) => [code, (count.get(name.trim().toLowerCase()) ?? 0) > 1 ? `${name} (${String(code)})` : name]));
}

interface Keyed { bibliotecas: readonly { cod_biblioteca: number; desc_biblioteca: string }[]; categorias: readonly { codigo: string; descricao: string }[] }

/** The matrix's library and category labels. */
export function keyLabels(matrix: Keyed) {
  return {
    libraries: distinctLabels(matrix.bibliotecas.map((b) => ({ code: b.cod_biblioteca, name: b.desc_biblioteca }))),
    categories: distinctLabels(matrix.categorias.map((c) => ({ code: c.codigo, name: c.descricao }))),
  };
}
