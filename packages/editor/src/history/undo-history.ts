/** One edit that can be taken back and done again. */
export interface UndoEntry {
  label: string;
  undo(): Promise<void> | void;
  redo(): Promise<void> | void;
  /** Edits with the same key close together in time merge into one step (typing a word). */
  mergeKey?: string;
}

interface Stored extends UndoEntry {
  at: number;
}

export interface UndoState {
  canUndo: boolean;
  canRedo: boolean;
  undoLabel: string | null;
  redoLabel: string | null;
  busy: boolean;
}

/** Long enough to merge the keystrokes of one word, short enough to keep separate clicks apart. */
export const MERGE_WINDOW_MS = 500;
const LIMIT = 200;

/**
 * The session's undo and redo stacks. Steps run one at a time: a second Ctrl+Z while the first
 * is still saving waits its turn instead of racing it.
 */
export class UndoHistory {
  private past: Stored[] = [];
  private future: Stored[] = [];
  private busy = false;
  private queue: Promise<void> = Promise.resolve();
  private readonly listeners = new Set<(state: UndoState) => void>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  get state(): UndoState {
    return {
      canUndo: this.past.length > 0,
      canRedo: this.future.length > 0,
      undoLabel: this.past.at(-1)?.label ?? null,
      redoLabel: this.future.at(-1)?.label ?? null,
      busy: this.busy,
    };
  }

  subscribe(listener: (state: UndoState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Records an edit that has just been done. */
  push(entry: UndoEntry): void {
    const at = this.now();
    const last = this.past.at(-1);
    if (last && entry.mergeKey && last.mergeKey === entry.mergeKey && at - last.at < MERGE_WINDOW_MS) {
      this.past[this.past.length - 1] = { ...entry, undo: last.undo, at };
    } else {
      this.past.push({ ...entry, at });
      if (this.past.length > LIMIT) this.past.shift();
    }
    this.future = [];
    this.emit();
  }

  undo(): Promise<void> {
    return this.step(this.past, this.future, 'undo');
  }

  redo(): Promise<void> {
    return this.step(this.future, this.past, 'redo');
  }

  private step(from: Stored[], to: Stored[], direction: 'undo' | 'redo'): Promise<void> {
    const run = this.queue.then(async () => {
      const entry = from.pop();
      if (!entry) return;
      this.busy = true;
      this.emit();
      try {
        await entry[direction]();
        // A step that was done again never merges with the next edit.
        to.push({ ...entry, at: Number.NEGATIVE_INFINITY });
      } catch (error) {
        from.push(entry);
        throw error;
      } finally {
        this.busy = false;
        this.emit();
      }
    });
    this.queue = run.catch(() => {});
    return run;
  }

  private emit(): void {
    const state = this.state;
    for (const listener of this.listeners) listener(state);
  }
}
