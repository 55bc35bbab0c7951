// @vitest-environment happy-dom
import { COOKIE_NAME, ERROR_REPORTER } from '@atelier/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../cookie-write';
import { captureErrors } from './error-capture';
import { createErrorReporter, ERROR_APP, ERRORS_URL } from './error-reporter';
import { clearCookies, jsonOf, settled, stubFetch } from './tracking.test-support';

const SITE_ID = '0123456789abcdef01234567';
const SITE = { websiteId: SITE_ID, templateId: 'studio' };
const captured = (message: string, extra: object = {}) => ({
  event: 'error',
  message,
  timestamp: 42,
  ...extra,
});

describe('error reporter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    clearCookies();
  });

  it('sends a JSON array of reports with the crumb header once errors stop for 1 s', () => {
    writeCookie(COOKIE_NAME.crumb, 'nonce.signature');
    const { to } = stubFetch();
    const reporter = createErrorReporter(SITE, true);
    const error = new Error('boom');
    reporter.push(captured('boom', { error, file: 'https://x/app.js', line: 3, column: 7 }));
    vi.advanceTimersByTime(ERROR_REPORTER.sendDebounceMs - 1);
    reporter.push(captured('again'));
    vi.advanceTimersByTime(ERROR_REPORTER.sendDebounceMs - 1);
    expect(to(ERRORS_URL)).toHaveLength(0);
    vi.advanceTimersByTime(1);

    const [request] = to(ERRORS_URL);
    expect(request?.init.headers).toMatchObject({
      'content-type': 'application/json',
      'x-csrf-token': 'nonce.signature',
    });
    expect(jsonOf(request!.init)).toEqual([
      {
        event: 'error',
        data: {
          websiteId: SITE_ID,
          templateId: 'studio',
          url: window.location.href,
          userAgent: navigator.userAgent,
          app: ERROR_APP,
          message: 'boom',
          stack: error.stack,
          file: 'https://x/app.js',
          line: 3,
          column: 7,
        },
        timestamp: 42,
      },
      {
        event: 'error',
        data: {
          websiteId: SITE_ID,
          templateId: 'studio',
          url: window.location.href,
          userAgent: navigator.userAgent,
          app: ERROR_APP,
          message: 'again',
        },
        timestamp: 42,
      },
    ]);
  });

  it('trims stacks to 5000 characters and leaves out the user agent when visitor data is restricted', () => {
    const { to } = stubFetch();
    const reporter = createErrorReporter(SITE, false);
    const error = new Error('long');
    error.stack = 'x'.repeat(ERROR_REPORTER.maxStackLength + 100);
    reporter.push(captured('long', { error }));
    reporter.flush();
    const [report] = jsonOf(to(ERRORS_URL)[0]!.init);
    expect(report.data.stack).toHaveLength(ERROR_REPORTER.maxStackLength);
    expect(report.data).not.toHaveProperty('userAgent');
  });

  it('keeps at most 10 reports waiting', () => {
    const { to } = stubFetch();
    const reporter = createErrorReporter(SITE, true);
    for (let i = 0; i < ERROR_REPORTER.queueSize + 5; i++) reporter.push(captured(`e${i}`));
    vi.advanceTimersByTime(ERROR_REPORTER.sendDebounceMs);
    const reports = jsonOf(to(ERRORS_URL)[0]!.init);
    expect(reports).toHaveLength(ERROR_REPORTER.queueSize);
    expect(reports.at(-1).data.message).toBe(`e${ERROR_REPORTER.queueSize - 1}`);
  });

  it('sends at most 20 times per page', () => {
    const { to } = stubFetch();
    const reporter = createErrorReporter(SITE, true);
    for (let i = 0; i < ERROR_REPORTER.maxSendsPerPage + 3; i++) {
      reporter.push(captured(`e${i}`));
      vi.advanceTimersByTime(ERROR_REPORTER.sendDebounceMs);
    }
    expect(to(ERRORS_URL)).toHaveLength(ERROR_REPORTER.maxSendsPerPage);
  });
});

describe('captureErrors', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports uncaught errors, unhandled rejections and hook messages', async () => {
    const { to } = stubFetch();
    const sink = captureErrors(SITE, true);
    const error = new Error('uncaught');
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'uncaught',
        error,
        filename: 'https://x/a.js',
        lineno: 1,
        colno: 2,
      }),
    );
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: 'plain reason' });
    window.dispatchEvent(rejection);
    sink.report('Metric settings request timeout');
    await vi.dynamicImportSettled();
    await Promise.resolve();
    sink.flush();
    await vi.waitFor(() => expect(to(ERRORS_URL)).toHaveLength(1));
    const reports = jsonOf(to(ERRORS_URL)[0]!.init);
    expect(
      reports.map((report: { event: string; data: { message: string } }) => [
        report.event,
        report.data.message,
      ]),
    ).toEqual([
      ['error', 'uncaught'],
      ['unhandledrejection', 'plain reason'],
      ['report', 'Metric settings request timeout'],
    ]);
    expect(reports[0].data).toMatchObject({ file: 'https://x/a.js', line: 1, column: 2, stack: error.stack });
    expect(typeof reports[0].timestamp).toBe('number');
    sink.stop();
  });

  it('stops listening when stopped', async () => {
    const { sent } = stubFetch();
    const sink = captureErrors(SITE, true);
    sink.stop();
    window.dispatchEvent(new ErrorEvent('error', { message: 'late' }));
    sink.flush();
    await settled();
    expect(sent).toHaveLength(0);
  });
});
