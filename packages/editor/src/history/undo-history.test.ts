import { describe, expect, it } from 'vitest';
import { MERGE_WINDOW_MS, UndoHistory } from './undo-history';

function counter() {
  let value = 0;
  const history = new UndoHistory(() => clock.t);
  const clock = { t: 0 };
  const set = (next: number, mergeKey?: string) => {
    const before = value;
    value = next;
    history.push({
      label: `set ${next}`,
      mergeKey,
      undo: () => {
        value = before;
      },
      redo: () => {
        value = next;
      },
    });
  };
  return { history, clock, set, value: () => value };
}

describe('the undo history', () => {
  it('undoes and redoes edits in order, and a new edit clears what could be redone', async () => {
    const c = counter();
    c.set(1);
    c.clock.t += 1000;
    c.set(2);
    expect(c.history.state).toMatchObject({ canUndo: true, canRedo: false, undoLabel: 'set 2' });
    await c.history.undo();
    expect(c.value()).toBe(1);
    await c.history.undo();
    expect(c.value()).toBe(0);
    expect(c.history.state.canUndo).toBe(false);
    await c.history.redo();
    expect(c.value()).toBe(1);
    c.set(5);
    expect(c.history.state.canRedo).toBe(false);
    await c.history.undo();
    expect(c.value()).toBe(1);
  });

  it('merges quick edits with one key into one step, but not slow ones or other keys', async () => {
    const c = counter();
    c.set(1, 'text');
    c.clock.t += 100;
    c.set(2, 'text');
    c.clock.t += 100;
    c.set(3, 'text');
    await c.history.undo();
    expect(c.value()).toBe(0);
    c.set(4, 'text');
    c.clock.t += MERGE_WINDOW_MS + 1;
    c.set(5, 'text');
    c.clock.t += 10;
    c.set(6, 'other');
    await c.history.undo();
    expect(c.value()).toBe(5);
    await c.history.undo();
    expect(c.value()).toBe(4);
  });

  it('runs steps one after another and keeps a step that failed', async () => {
    const history = new UndoHistory();
    const log: string[] = [];
    let fail = true;
    history.push({
      label: 'a',
      undo: async () => {
        await new Promise((r) => setImmediate(r));
        if (fail) throw new Error('offline');
        log.push('undo a');
      },
      redo: () => {
        log.push('redo a');
      },
    });
    await expect(history.undo()).rejects.toThrow('offline');
    expect(history.state.canUndo).toBe(true);
    fail = false;
    await Promise.all([history.undo(), history.redo()]);
    expect(log).toEqual(['undo a', 'redo a']);
  });
});
