// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { injectStyle, uniqueId } from './inject-style';

describe('injectStyle', () => {
  it('adds a style element once per id', () => {
    injectStyle('a-style', '.a{color:red}');
    injectStyle('a-style', '.a{color:blue}');
    const styles = document.head.querySelectorAll('#a-style');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toBe('.a{color:red}');
  });
});

describe('uniqueId', () => {
  it('never repeats', () => {
    expect(uniqueId('x')).not.toBe(uniqueId('x'));
  });
});
