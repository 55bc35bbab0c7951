// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { openSystemError } from './system-error';
import { SYSTEM_ERROR_OVERLAY_ID } from './system-error-overlay';

describe('openSystemError', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('loads the overlay and shows the error', async () => {
    expect(document.getElementById(SYSTEM_ERROR_OVERLAY_ID)).toBeNull();
    await openSystemError({ message: 'Internal server error. Please try again later.' });
    expect(document.getElementById(SYSTEM_ERROR_OVERLAY_ID)?.textContent).toContain(
      'Internal server error. Please try again later.',
    );
  });
});
