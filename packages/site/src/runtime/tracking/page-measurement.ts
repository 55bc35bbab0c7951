import type { ErrorSink } from './error-capture';
import { startPerformanceMonitor } from './performance-monitor';
import { createTrace } from './trace';

/**
 * What runs once the page has loaded, in a chunk of its own so that it costs nothing while the page
 * loads: performance records, the trace queue, and the engagement entry (the time the page was
 * visible) traced each time the visitor leaves a page analytics count. Returns the undo.
 */
export function startPageMeasurement(errors: ErrorSink, counted: boolean, win: Window = window): () => void {
  const doc = win.document;
  const trace = createTrace(win);
  const monitor = startPerformanceMonitor(errors.report, win);
  let visibleMs = 0;
  let visibleSince: number | null = doc.visibilityState === 'hidden' ? null : win.performance.now();
  const leave = () => {
    if (visibleSince !== null && counted) {
      visibleMs += win.performance.now() - visibleSince;
      trace.trace('engagement', { visibleMs: Math.round(visibleMs) });
    }
    visibleSince = null;
    trace.flush(true);
    monitor.end();
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') leave();
    else visibleSince ??= win.performance.now();
  };
  win.addEventListener('pagehide', leave);
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    win.removeEventListener('pagehide', leave);
    doc.removeEventListener('visibilitychange', onVisibility);
    monitor.stop();
    trace.stop();
  };
}
