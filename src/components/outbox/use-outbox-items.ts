import { useEffect, useState } from 'react';
import type { OutboxKind, OutboxRecord } from '../../lib/storage/db';
import { loadDb } from '../../lib/storage/db-access';
import { appOutbox } from '../../lib/outbox/outbox-page';
import { useSession } from '../../lib/session/use-session';

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
    let live = true;
    let unsubscribe = () => {};
    // Dexie and the outbox load on first use (outbox-page.ts).
    void Promise.all([loadDb(), appOutbox()]).then(([{ liveQuery }, outbox]) => {
      if (!live) return;
      const subscription = liveQuery(() => outbox.list(codPessoa)).subscribe({
        next: (all) => setItems(all.filter((r) => r.kind === kind && (codAcervo === undefined || r.codAcervo === codAcervo))),
        error: () => setItems([]),
      });
      unsubscribe = () => subscription.unsubscribe();
    }, () => setItems([]));
    return () => {
      live = false;
      unsubscribe();
    };
  }, [codPessoa, kind, codAcervo]);
  return items;
}
