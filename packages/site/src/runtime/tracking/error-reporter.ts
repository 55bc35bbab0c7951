import { COOKIE_NAME, ERROR_REPORTER } from '@atelier/domain';
import { readCookie } from '../cookies';
import type { CapturedError } from './error-capture';
import { post } from './send';

export const ERRORS_URL = '/api/events/RecordJavascriptErrors';
/** The `app` an error report names: the visitor runtime of published pages. */
export const ERROR_APP = 'site';

/** The site and the template it was made from, named in every report (spec 000 §7). */
export interface ReportingSite {
  websiteId: string;
  templateId: string | null;
}

export interface ErrorReport {
  event: string;
  data: {
    websiteId: string;
    templateId: string | null;
    url: string;
    userAgent?: string;
    app: string;
    message: string;
    stack?: string;
    file?: string;
    line?: number;
    column?: number;
  };
  timestamp: number;
}

export interface ErrorReporter {
  push(error: CapturedError): void;
  flush(): void;
  stop(): void;
}

/**
 * Sends captured errors to RecordJavascriptErrors with the crumb header (spec 000 §7, §9): at most
 * 20 sends per page, at most 10 reports waiting (later ones are dropped), stacks trimmed to 5000
 * characters, each send waiting until no new error came for 1 second.
 */
export function createErrorReporter(
  { websiteId, templateId }: ReportingSite,
  withUserAgent: boolean,
  win: Window = window,
): ErrorReporter {
  let queue: ErrorReport[] = [];
  let sends = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    if (queue.length === 0 || sends >= ERROR_REPORTER.maxSendsPerPage) return;
    sends += 1;
    const body = JSON.stringify(queue);
    queue = [];
    void post(ERRORS_URL, body, {
      'content-type': 'application/json',
      'x-csrf-token': readCookie(COOKIE_NAME.crumb, win.document) ?? '',
    });
  };

  return {
    push: ({ event, message, error, file, line, column, timestamp }) => {
      if (queue.length >= ERROR_REPORTER.queueSize || sends >= ERROR_REPORTER.maxSendsPerPage) return;
      const stack = (error as Error | undefined)?.stack;
      queue.push({
        event,
        data: {
          websiteId,
          templateId,
          url: win.location.href,
          userAgent: withUserAgent ? win.navigator.userAgent : undefined,
          app: ERROR_APP,
          message,
          stack: typeof stack === 'string' ? stack.slice(0, ERROR_REPORTER.maxStackLength) : undefined,
          file,
          line,
          column,
        },
        timestamp,
      });
      clearTimeout(timer);
      timer = setTimeout(flush, ERROR_REPORTER.sendDebounceMs);
    },
    flush,
    stop: () => {
      clearTimeout(timer);
      queue = [];
    },
  };
}
