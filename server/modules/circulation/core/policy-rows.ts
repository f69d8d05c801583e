/** A politica_circulacao row as SQL reads it and as the resolver uses it. */
import { sql } from 'drizzle-orm';
import type { PolicyRow } from './policy';

export interface PolicyDbRow {
  id: number; cod_biblioteca: number | null; categoria: string | null; tipo_emprestimo: string | null; unidade: 'dias' | 'horas';
  prazo: number; max_emprestimos_tipo: number | null; max_emprestimos: number; max_renovacoes: number; multa: string;
  dias_suspensao_por_dia: number; permite_reserva: boolean; dias_retirada_reserva: number; nao_emprestavel: boolean;
}

export const toPolicyRow = (r: PolicyDbRow): PolicyRow => ({
  id: r.id, codBiblioteca: r.cod_biblioteca, categoria: r.categoria, tipoEmprestimo: r.tipo_emprestimo, unidade: r.unidade,
  prazo: r.prazo, maxEmprestimosTipo: r.max_emprestimos_tipo, maxEmprestimos: r.max_emprestimos, maxRenovacoes: r.max_renovacoes,
  multa: Number(r.multa), diasSuspensaoPorDia: r.dias_suspensao_por_dia, permiteReserva: r.permite_reserva,
  diasRetiradaReserva: r.dias_retirada_reserva, naoEmprestavel: r.nao_emprestavel,
});

export const policyColumns = sql`id, cod_biblioteca, categoria, tipo_emprestimo, unidade, prazo, max_emprestimos_tipo, max_emprestimos,
  max_renovacoes, multa::text, dias_suspensao_por_dia, permite_reserva, dias_retirada_reserva, nao_emprestavel`;
