// Unit tests for browser code declare `// @vitest-environment happy-dom` at the top;
// IndexedDB is provided by fake-indexeddb wherever Dexie is exercised.
import 'fake-indexeddb/auto';
import { provideDb } from '../../src/lib/storage/db-access';

// As the page does (src/lib/storage/db-lazy.ts): db.ts on first use.
provideDb(() => import('../../src/lib/storage/db'));

// findBy*/waitFor give a lazy page (a code-split chunk, a fake fetch) 10 s instead of 1 s:
// on a loaded CI machine the first import of a page's chunk can take seconds.
import { configure } from '@testing-library/dom';
configure({ asyncUtilTimeout: 10_000 });
