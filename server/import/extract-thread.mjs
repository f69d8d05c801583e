// The reading thread's entry (extract-worker.ts): started without the parent's loaders, it
// registers tsx itself, so it runs the same under `node --import tsx`, tsx and Vitest.
import { register } from 'tsx/esm/api';

register();
await import('./extract-worker.ts');
