// Pages get db.ts (and Dexie) as a separate chunk, loaded on first use (db-access.ts).
// main.tsx imports this module first, before anything can touch the database.
import { provideDb } from './db-access';

provideDb(() => import('./db'));
