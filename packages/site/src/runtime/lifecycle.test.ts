// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLifecycle } from './lifecycle';

describe('createLifecycle', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts not initialized and runs its initializers in order once content is ready', () => {
    const lifecycle = createLifecycle();
    const calls: string[] = [];
    lifecycle.register(() => {
      calls.push('a');
    });
    lifecycle.register(() => {
      calls.push('b');
    });
    expect(lifecycle.state).toBe('not-initialized');
    expect(calls).toEqual([]);
    lifecycle.run();
    expect(lifecycle.state).toBe('initialized');
    expect(calls).toEqual(['a', 'b']);
  });

  it('only warns on a second run', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const lifecycle = createLifecycle();
    const init = vi.fn();
    lifecycle.register(init);
    lifecycle.run();
    lifecycle.run();
    expect(init).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('runs an initializer registered after readiness at once', () => {
    const lifecycle = createLifecycle();
    lifecycle.run();
    const init = vi.fn();
    lifecycle.register(init);
    expect(init).toHaveBeenCalledTimes(1);
  });

  it('runs destructors on destroy, latest first, and returns to not initialized', () => {
    const lifecycle = createLifecycle();
    const calls: string[] = [];
    lifecycle.register(() => () => calls.push('undo a'));
    lifecycle.run();
    lifecycle.register(() => () => calls.push('undo b'));
    lifecycle.destroy();
    expect(calls).toEqual(['undo b', 'undo a']);
    expect(lifecycle.state).toBe('not-initialized');

    // Destructors run once; a new run starts the page again.
    lifecycle.destroy();
    expect(calls).toHaveLength(2);
    lifecycle.run();
    expect(lifecycle.state).toBe('initialized');
    lifecycle.destroy();
    expect(calls).toEqual(['undo b', 'undo a', 'undo b', 'undo a']);
  });

  it('keeps running the other initializers and destructors when one throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const lifecycle = createLifecycle();
    const undo = vi.fn();
    lifecycle.register(() => {
      throw new Error('broken block');
    });
    lifecycle.register(() => () => {
      throw new Error('broken undo');
    });
    lifecycle.register(() => undo);
    lifecycle.run();
    lifecycle.destroy();
    expect(undo).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(2);
  });
});
