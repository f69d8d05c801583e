// Renewing from any screen (the loans page, the dashboard's card): runs the renewal and
// keeps each loan's outcome until the next one, so the screen can say, per item, "renewed,
// now due …" or why not.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { renewLoans } from './queries';

export interface RenewalOutcome { renewed: boolean; due: string | null; reason: string | null }

export function useRenewal() {
  const queryClient = useQueryClient();
  const [outcomes, setOutcomes] = useState<Record<number, RenewalOutcome>>({});
  const mutation = useMutation({
    mutationFn: (request: { all: true } | { loans: number[] }) => renewLoans(queryClient, request),
    onSuccess: (results) => {
      setOutcomes(Object.fromEntries(results.map((r) => [r.cod_emprestimo, {
        renewed: r.renovado, due: r.emprestimo?.data_devolucao ?? null, reason: r.mensagem,
      }])));
    },
  });
  const results = Object.values(outcomes);
  return {
    renew: (loans: number[]) => mutation.mutate({ loans }),
    renewAll: () => mutation.mutate({ all: true }),
    pending: mutation.isPending,
    outcomes,
    renewedCount: results.filter((r) => r.renewed).length,
    refusedCount: results.filter((r) => !r.renewed).length,
  };
}
