// The desk's running list (issue 36 item 2): what was done at this desk for the patron in
// front of it, check-outs and their returns, until the clerk moves on to the next patron;
// and the slips printed from it. Kept in memory only: it is other people's data.
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { DeskCheckOut, DeskReturn } from '../../../../api/types';

export type SessionEntry = { id: number; kind: 'checkout'; done: DeskCheckOut } | { id: number; kind: 'return'; done: DeskReturn };
type NewEntry = { kind: 'checkout'; done: DeskCheckOut } | { kind: 'return'; done: DeskReturn };

export interface AtDesk { login: string; cod_pessoa: number; nome: string }

interface DeskSession {
  patron: AtDesk | null;
  entries: SessionEntry[];
  /** A new patron at the desk: the list starts again. */
  begin: (patron: AtDesk | null) => void;
  record: (entry: NewEntry) => void;
}

const Session = createContext<DeskSession | null>(null);

export function DeskSessionProvider({ children }: { children: ReactNode }) {
  const [patron, setPatron] = useState<AtDesk | null>(null);
  const [entries, setEntries] = useState<SessionEntry[]>([]);
  const next = useRef(1);
  const begin = useCallback((who: AtDesk | null) => {
    setPatron((current) => {
      if (current?.cod_pessoa !== who?.cod_pessoa) setEntries([]);
      return who;
    });
  }, []);
  const record = useCallback((entry: NewEntry) => setEntries((list) => [...list, { ...entry, id: next.current++ } as SessionEntry]), []);
  const value = useMemo(() => ({ patron, entries, begin, record }), [patron, entries, begin, record]);
  return <Session.Provider value={value}>{children}</Session.Provider>;
}

export function useDeskSession(): DeskSession {
  const session = useContext(Session);
  if (!session) throw new Error('useDeskSession outside DeskSessionProvider');
  return session;
}

/** Whether a return belongs on the list: the copy came back from the patron at the desk. */
export const isOwnReturn = (patron: AtDesk | null, done: DeskReturn) => patron !== null && done.cod_pessoa === patron.cod_pessoa;
