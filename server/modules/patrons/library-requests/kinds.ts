/**
 * The kinds of request to the library and their states: how each kind is named on the wire
 * (the contract's path segment) and in the table (solicitacao.tipo), what a patron asked
 * for in a line, and where the staff queue may move a request from each state.
 */
export const KINDS = {
  'comutacao-bibliografica': 'comutacao_bibliografica',
  'levantamento-bibliografico': 'levantamento_bibliografico',
  'ficha-catalografica': 'ficha_catalografica',
  'pesquisa-especializada': 'pesquisa_especializada',
  'emprestimo-inter-bibliotecas': 'emprestimo_inter_bibliotecas',
  armazem: 'armazem',
} as const;

export type WireKind = keyof typeof KINDS;
export type StoredKind = (typeof KINDS)[WireKind];

export const wireKind = (stored: string): WireKind =>
  (Object.keys(KINDS) as WireKind[]).find((k) => KINDS[k] === stored) ?? 'armazem';

export type RequestState = 'aguardando' | 'em_transito' | 'disponivel' | 'finalizada' | 'nao_finalizada' | 'cancelada';
export type NextState = Exclude<RequestState, 'aguardando'>;

export const OPEN_STATES: readonly RequestState[] = ['aguardando', 'em_transito', 'disponivel'];

/** Where the queue may move a request: forward only, never back to waiting; closed ones stay closed. */
export function nextStates(state: string): NextState[] {
  switch (state) {
    case 'aguardando': return ['em_transito', 'disponivel', 'finalizada', 'nao_finalizada', 'cancelada'];
    case 'em_transito': return ['disponivel', 'finalizada', 'nao_finalizada', 'cancelada'];
    case 'disponivel': return ['finalizada', 'nao_finalizada', 'cancelada'];
    default: return [];
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** What was asked for, in one line (the patron's list, the staff queue, the alert). */
export function describe(tipo: string, subtipo: string | null, dados: Record<string, unknown>, storageTitles: string | null): string {
  switch (tipo) {
    case 'comutacao_bibliografica':
      if (subtipo === 'artigo') return `${text(dados.titulo_artigo)} (${text(dados.titulo_periodico)})`;
      if (subtipo === 'tese') return `${text(dados.titulo)}, ${text(dados.autor)}`;
      return `${text(dados.titulo_parte)} (${text(dados.titulo_documento)})`;
    case 'levantamento_bibliografico': return text(dados.assunto_geral);
    case 'ficha_catalografica': return [text(dados.titulo), text(dados.subtitulo)].filter(Boolean).join(': ');
    case 'pesquisa_especializada': return text(dados.assunto);
    case 'emprestimo_inter_bibliotecas': return text(dados.titulo);
    default: return storageTitles ?? '';
  }
}
