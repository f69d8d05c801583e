// The IndexedDB database's name, shared by db.ts (Dexie) and db-access.ts (plain IndexedDB).
export const DB_NAME = 'biblioteca';
