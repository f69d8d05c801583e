// Lending in turn: the phone's camera hands over a copy's code whenever it reads one, also while
// the copy before it is still being lent; that code waits for its turn instead of being lost.

/** A runner of tasks one at a time, in the order given: each starts once the one before has settled, failed or not. */
export function oneAtATime(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = last.then(task);
    last = run.catch(() => undefined);
    return run;
  };
}
