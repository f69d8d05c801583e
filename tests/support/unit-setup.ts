// Unit tests for browser code declare `// @vitest-environment happy-dom` at the top;
// IndexedDB is provided by fake-indexeddb wherever Dexie is exercised.
import 'fake-indexeddb/auto';
