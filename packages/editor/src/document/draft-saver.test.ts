import type { PageDocument } from '@atelier/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import type { Revision } from '../api/api-types';
import { CONFLICT_MESSAGE, DraftSaver, type DraftSaverDeps } from './draft-saver';

const doc = (name: string): PageDocument => ({ sections: [{ id: name, blocks: [] }] });

function setup(overrides: Partial<DraftSaverDeps> = {}) {
  const saves: { document: PageDocument; revision: Revision }[] = [];
  const deps: DraftSaverDeps = {
    save: vi.fn(async (_id, document, revision) => {
      saves.push({ document, revision });
      return (revision as number) + 1;
    }),
    load: vi.fn(async () => ({ pageId: 'p', document: doc('theirs'), revision: 10 })),
    onSaved: vi.fn(),
    ...overrides,
  };
  const saver = new DraftSaver('p', { pageId: 'p', document: doc('start'), revision: 1 }, deps);
  const statuses: string[] = [];
  saver.subscribe((s) => statuses.push(s.status));
  return { saver, deps, saves, statuses };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('DraftSaver', () => {
  it('waits for a quiet moment and saves several quick edits once', async () => {
    const { saver, saves, deps } = setup();
    saver.edit(doc('one'));
    await vi.advanceTimersByTimeAsync(300);
    saver.edit(doc('two'));
    await vi.advanceTimersByTimeAsync(599);
    expect(saves).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(saves).toEqual([{ document: doc('two'), revision: 1 }]);
    expect(saver.state.status).toBe('saved');
    expect(deps.onSaved).toHaveBeenCalledTimes(1);
  });

  it('sends the revision the previous save returned', async () => {
    const { saver, saves } = setup();
    saver.edit(doc('one'));
    await vi.advanceTimersByTimeAsync(600);
    saver.edit(doc('two'));
    await vi.advanceTimersByTimeAsync(600);
    expect(saves.map((s) => s.revision)).toEqual([1, 2]);
  });

  it('reports pending, saving and saved in order', async () => {
    const { saver, statuses } = setup();
    saver.edit(doc('one'));
    await vi.advanceTimersByTimeAsync(600);
    expect(statuses).toEqual(['pending', 'saving', 'saved']);
  });

  it('saves an edit made during a save right after it, with the new revision', async () => {
    let release: () => void = () => {};
    const saves: Revision[] = [];
    const save = vi.fn(async (_id: string, _d: PageDocument, revision: Revision) => {
      saves.push(revision);
      if (saves.length === 1) await new Promise<void>((r) => (release = r));
      return (revision as number) + 1;
    });
    const { saver } = setup({ save });
    saver.edit(doc('one'));
    await vi.advanceTimersByTimeAsync(600);
    saver.edit(doc('two'));
    await vi.advanceTimersByTimeAsync(600);
    expect(saves).toEqual([1]);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(saves).toEqual([1, 2]);
    expect(save.mock.calls[1]?.[1]).toEqual(doc('two'));
  });

  it('on a stale revision reloads the draft and says so', async () => {
    const save = vi.fn(async () => {
      throw new ApiError(409, 'Stale', { code: 'stale_revision' });
    });
    const { saver, deps } = setup({ save });
    saver.edit(doc('mine'));
    await vi.advanceTimersByTimeAsync(600);
    expect(deps.load).toHaveBeenCalledWith('p');
    expect(saver.state).toEqual({ document: doc('theirs'), status: 'conflict', message: CONFLICT_MESSAGE });
  });

  it('continues from the reloaded revision after a conflict', async () => {
    let first = true;
    const revisions: Revision[] = [];
    const save = vi.fn(async (_id: string, _d: PageDocument, revision: Revision) => {
      revisions.push(revision);
      if (first) {
        first = false;
        throw new ApiError(409, 'Stale', { code: 'stale_revision' });
      }
      return 11;
    });
    const { saver } = setup({ save });
    saver.edit(doc('mine'));
    await vi.advanceTimersByTimeAsync(600);
    saver.edit(doc('again'));
    await vi.advanceTimersByTimeAsync(600);
    expect(revisions).toEqual([1, 10]);
    expect(saver.state.status).toBe('saved');
  });

  it('keeps the edit after another failure and sends it on retry', async () => {
    let fail = true;
    const save = vi.fn(async () => {
      if (fail) throw new ApiError(500, 'Internal server error. Please try again later.');
      return 2;
    });
    const { saver } = setup({ save });
    saver.edit(doc('mine'));
    await vi.advanceTimersByTimeAsync(600);
    expect(saver.state).toMatchObject({ status: 'error', document: doc('mine') });
    expect(saver.state.message).toBe('Internal server error. Please try again later.');
    fail = false;
    saver.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(saver.state.status).toBe('saved');
  });

  it('flush saves at once without waiting for the delay', async () => {
    const { saver, saves } = setup();
    saver.edit(doc('one'));
    await saver.flush();
    expect(saves).toHaveLength(1);
    expect(saver.state.status).toBe('saved');
  });

  it('ignores an edit that changes nothing', async () => {
    const { saver, saves } = setup();
    saver.edit(saver.state.document);
    await vi.advanceTimersByTimeAsync(1000);
    expect(saves).toHaveLength(0);
    expect(saver.state.status).toBe('idle');
  });
});
