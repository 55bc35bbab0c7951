// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createDialogRegistry } from './dialogs';
import { showLogoutDialog } from './logout-dialog';

describe('logout dialog', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('says the logout worked, in the words of the specification', () => {
    const registry = createDialogRegistry();
    const { element } = showLogoutDialog({ registry });
    const title = document.getElementById(element.getAttribute('aria-labelledby')!);
    const message = document.getElementById(element.getAttribute('aria-describedby')!);
    expect(title?.textContent).toBe('Logout Successful');
    expect(message?.textContent).toBe('You have been successfully logged out.');
    expect(registry.top()?.element).toBe(element);
  });
});
