import type { ErrorReporter, ReportingSite } from './error-reporter';

/** What the listeners keep of an error until the reporter has loaded. */
export interface CapturedError {
  event: string;
  message: string;
  error?: unknown;
  file?: string;
  line?: number;
  column?: number;
  timestamp: number;
}

export interface ErrorSink {
  /** The error-reporting hook (spec 001 §8): reports a message of the runtime's own. */
  report(message: string): void;
  /** Sends what is queued at once: the page is going away. */
  flush(): void;
  stop(): void;
}

/**
 * Listens for uncaught errors and unhandled rejections from the start; the reporter that builds and
 * sends the reports (error-reporter.ts) is loaded with the first one, which most pages never have.
 */
export function captureErrors(site: ReportingSite, withUserAgent: boolean, win: Window = window): ErrorSink {
  let reporter: Promise<ErrorReporter> | undefined;
  let stopped = false;
  const capture = (captured: Omit<CapturedError, 'timestamp'>) => {
    const timestamp = Date.now();
    reporter ??= import('./error-reporter').then((m) => m.createErrorReporter(site, withUserAgent, win));
    void reporter.then((loaded) => {
      if (!stopped) loaded.push({ ...captured, timestamp });
    });
  };
  const onError = (event: ErrorEvent) =>
    capture({
      event: event.type,
      message: event.message,
      error: event.error,
      file: event.filename,
      line: event.lineno,
      column: event.colno,
    });
  const onRejection = ({ type, reason }: PromiseRejectionEvent) =>
    capture({
      event: type,
      message: reason instanceof Error ? reason.message : String(reason),
      error: reason,
    });
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return {
    report: (message) => capture({ event: 'report', message }),
    flush: () => void reporter?.then((loaded) => loaded.flush()),
    stop: () => {
      stopped = true;
      win.removeEventListener('error', onError);
      win.removeEventListener('unhandledrejection', onRejection);
      void reporter?.then((loaded) => loaded.stop());
    },
  };
}
