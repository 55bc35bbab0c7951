import type { BrowserContext, Frame, Page } from 'playwright-core';

/**
 * Detects script injection in every page and frame of a browser context: a payload that runs calls
 * `__xss(n)`, which reports to the test through a binding (defined in every frame, sandboxed ones
 * included); dialogs (alert, confirm, prompt) count too, as do errors naming the marker. After each
 * view, the DOM of every frame is searched for markup a payload would need to run later (an event
 * handler attribute, a script element, a script-scheme URL), so a payload that merely waits for a
 * click or a timer is caught as well.
 */
export class XssWatch {
  readonly executions: string[] = [];
  readonly dangerousMarkup: string[] = [];
  views = 0;

  async attach(context: BrowserContext): Promise<void> {
    await context.exposeBinding('__xssReport', ({ frame }, n: unknown) => {
      this.executions.push(`payload ${String(n)} ran in ${frame.url()}`);
    });
    await context.addInitScript(() => {
      const report = (window as unknown as { __xssReport: (n: unknown) => void }).__xssReport;
      Object.defineProperty(window, '__xss', { value: (n: unknown) => report(n), configurable: false });
    });
    context.on('page', (page) => this.watchPage(page));
    for (const page of context.pages()) this.watchPage(page);
  }

  private watchPage(page: Page): void {
    page.on('dialog', (dialog) => {
      this.executions.push(`${dialog.type()} "${dialog.message()}" on ${page.url()}`);
      void dialog.dismiss().catch(() => {});
    });
    page.on('pageerror', (error) => {
      if (error.message.includes('__xss')) this.executions.push(`error naming the marker: ${error.message}`);
    });
  }

  /** Counts a view and searches every frame of the page for markup that could still run a payload. */
  async scan(page: Page, label: string): Promise<void> {
    this.views += 1;
    for (const frame of page.frames()) {
      const found = await scanFrame(frame).catch(() => [] as string[]);
      for (const item of found) this.dangerousMarkup.push(`${label} (${frame.url()}): ${item}`);
    }
  }
}

function scanFrame(frame: Frame): Promise<string[]> {
  return frame.evaluate(() => {
    const found: string[] = [];
    const show = (element: Element, name: string, value: string) =>
      `<${element.tagName.toLowerCase()} ${name}="${value.slice(0, 60)}">`;
    const scriptTypes = /^(|text\/javascript|application\/javascript|module)$/i;
    const embedding = new Set(['IFRAME', 'FRAME', 'OBJECT', 'EMBED']);
    for (const element of document.querySelectorAll('*')) {
      // Data scripts (JSON for the page and search engines) hold text, and are not run.
      if (
        element.tagName === 'SCRIPT' &&
        scriptTypes.test((element.getAttribute('type') ?? '').trim()) &&
        (element.textContent ?? '').includes('__xss')
      )
        found.push(`script element: ${(element.textContent ?? '').slice(0, 80)}`);
      for (const { name, value } of element.attributes) {
        if (!value.includes('__xss')) continue;
        const lower = name.toLowerCase();
        // Browsers drop tabs and newlines anywhere in a URL, and spaces and controls around it.
        // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
        const url = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        const runs =
          lower.startsWith('on') ||
          lower === 'srcdoc' ||
          (['href', 'src', 'action', 'formaction', 'data', 'xlink:href'].includes(lower) &&
            (/^(javascript|vbscript):/.test(url) ||
              (url.startsWith('data:') && embedding.has(element.tagName)))) ||
          (lower === 'content' &&
            element.tagName === 'META' &&
            /url=javascript:/.test(url) &&
            /refresh/i.test(element.getAttribute('http-equiv') ?? '')) ||
          (lower === 'style' && /javascript:/.test(url));
        if (runs) found.push(show(element, name, value));
      }
    }
    return found;
  });
}
