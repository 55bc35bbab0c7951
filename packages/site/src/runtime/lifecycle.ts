export type Destructor = () => void;
/** Runs once the page content is ready; may return a destructor that undoes what it did. */
// biome-ignore lint/suspicious/noConfusingVoidType: an initializer written as plain statements returns void.
export type Initializer = () => Destructor | undefined | void;
export type LifecycleState = 'not-initialized' | 'initialized';

export interface Lifecycle {
  readonly state: LifecycleState;
  /** Adds an initializer; after readiness it runs at once. */
  register(initializer: Initializer): void;
  /** Runs every initializer; a second run while initialized only warns. */
  run(): void;
  /** Runs the destructors (latest first) and returns to not initialized. */
  destroy(): void;
}

export function createLifecycle(): Lifecycle {
  let state: LifecycleState = 'not-initialized';
  const initializers: Initializer[] = [];
  let destructors: Destructor[] = [];

  // One failing initializer must not keep the others (and the rest of the page) from working.
  const start = (initializer: Initializer): void => {
    try {
      const destructor = initializer();
      if (typeof destructor === 'function') destructors.push(destructor);
    } catch (error) {
      console.error(error);
    }
  };

  return {
    get state() {
      return state;
    },
    register(initializer) {
      initializers.push(initializer);
      if (state === 'initialized') start(initializer);
    },
    run() {
      if (state === 'initialized') {
        console.warn('Page already initialized');
        return;
      }
      state = 'initialized';
      for (const initializer of initializers) start(initializer);
    },
    destroy() {
      const pending = destructors.reverse();
      destructors = [];
      state = 'not-initialized';
      for (const destructor of pending) {
        try {
          destructor();
        } catch (error) {
          console.error(error);
        }
      }
    },
  };
}
