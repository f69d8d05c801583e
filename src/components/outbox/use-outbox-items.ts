import { useEffect, useState } from 'react';
import { liveQuery, type OutboxKind, type OutboxRecord } from '../../lib/db';
import { outbox } from '../../lib/outbox';
import { useSession } from '../../lib/use-session';

export interface OutboxFilter {
  kind: OutboxKind;
  codAcervo?: number;
}

/** The signed-in patron's outbox items of one kind (newest first), live across tabs and the worker. */
export function useOutboxItems({ kind, codAcervo }: OutboxFilter): OutboxRecord[] {
  const { user } = useSession();
  const codPessoa = user ? user.cod_pessoa : null;
  const [items, setItems] = useState<OutboxRecord[]>([]);
  useEffect(() => {
    if (codPessoa === null) {
      setItems([]);
      return;
    }
    const subscription = liveQuery(() => outbox.list(codPessoa)).subscribe({
      next: (all) => setItems(all.filter((r) => r.kind === kind && (codAcervo === undefined || r.codAcervo === codAcervo))),
      error: () => setItems([]),
    });
    return () => subscription.unsubscribe();
  }, [codPessoa, kind, codAcervo]);
  return items;
}
