import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/support/browser';
import { startChild } from './load';

/** The bootstrap with session cookies, analytics and the cookie banner (packages/site/build-budget.ts). */
const BUDGET_BYTES = 8 * 1024;

/**
 * The JavaScript the demo home page really loads in Chromium, gzip-compressed, and whether any of it
 * is React. A page of text and images must stay within 8 KB and ship no React.
 */
export async function benchJavaScriptBudget(): Promise<{
  gzipBytes: number;
  hasReact: boolean;
  ok: boolean;
}> {
  const app = await startChild('serve-app.ts');
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const scripts: { url: string; gzip: number; react: boolean }[] = [];
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('javascript')) return;
      const body = await response.body();
      scripts.push({
        url: response.url(),
        gzip: gzipSync(body, { level: 9 }).length,
        react: /react\.production|__REACT_DEVTOOLS|react-dom/.test(body.toString('utf8')),
      });
    });
    await page.goto(`http://demo.localhost:${app.port}/`, { waitUntil: 'networkidle' });
    const gzipBytes = scripts.reduce((sum, script) => sum + script.gzip, 0);
    const hasReact = scripts.some((script) => script.react);
    for (const script of scripts) console.log(`  ${new URL(script.url).pathname}: ${script.gzip} B gzip`);
    const ok = gzipBytes <= BUDGET_BYTES && !hasReact;
    console.log(
      `demo home JavaScript: ${gzipBytes} B gzip in ${scripts.length} files, React: ${hasReact ? 'yes' : 'no'} (budget ${BUDGET_BYTES} B, no React) ${ok ? 'OK' : 'OVER BUDGET'}`,
    );
    return { gzipBytes, hasReact, ok };
  } finally {
    await browser.close();
    app.process.disconnect();
  }
}
