import { describe, expect, it } from 'vitest';
import { createGate } from './admission';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the admission gate', () => {
  it('lets `concurrency` requests work and the rest take their turns in arrival order', async () => {
    const gate = createGate({ concurrency: 2, queueLimit: 10 });
    const a = gate.enter() as () => void;
    const b = gate.enter() as () => void;
    expect(typeof a).toBe('function');
    expect(typeof b).toBe('function');
    const started: string[] = [];
    const c = (gate.enter() as Promise<() => void>).then((turn) => { started.push('c'); return turn; });
    const d = (gate.enter() as Promise<() => void>).then((turn) => { started.push('d'); return turn; });
    await tick();
    expect(started).toEqual([]);
    expect(gate.stats()).toEqual({ working: 2, waiting: 2 });
    a();
    a(); // a second release of the same turn gives nothing more
    await tick();
    expect(started).toEqual(['c']);
    b();
    await tick();
    expect(started).toEqual(['c', 'd']);
    (await c)();
    (await d)();
    expect(gate.stats()).toEqual({ working: 0, waiting: 0 });
  });

  it('refuses at once when the line is full', () => {
    const gate = createGate({ concurrency: 1, queueLimit: 1 });
    gate.enter();
    expect(gate.enter()).toBeInstanceOf(Promise);
    expect(gate.enter()).toBeNull();
  });
});
