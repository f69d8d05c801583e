// Owns the on-screen notifications (spec §2: they close by themselves after 8000 ms).
// Texts arrive already translated; the chrome renders them in a live region.

export type NoticeKind = 'info' | 'success' | 'warning' | 'error';

export interface Notice {
  id: number;
  kind: NoticeKind;
  text: string;
}

export const NOTICE_TIMEOUT_MS = 8000;

let notices: Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

export function dismissNotice(id: number): void {
  notices = notices.filter((notice) => notice.id !== id);
  emit();
}

export function notify(kind: NoticeKind, text: string): number {
  // The same message twice in a row (e.g. several failed queries) shows once.
  const duplicate = notices.find((notice) => notice.kind === kind && notice.text === text);
  if (duplicate) return duplicate.id;
  const id = nextId++;
  notices = [...notices, { id, kind, text }];
  emit();
  setTimeout(() => dismissNotice(id), NOTICE_TIMEOUT_MS);
  return id;
}

export function getNotices(): Notice[] {
  return notices;
}

export function subscribeNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
