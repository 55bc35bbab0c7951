/**
 * Starts what a lazily loaded module provides and returns its destructor, which also covers a
 * module still loading: stopped before it arrives, it is never started.
 */
export function startLazily<M>(
  load: () => Promise<M>,
  start: (module: M) => (() => void) | undefined,
  name: string,
): () => void {
  let stopped = false;
  let stop: (() => void) | undefined;
  load().then(
    (module) => {
      if (!stopped) stop = start(module);
    },
    (error: unknown) => console.error('Unable to load module', name, error),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
