import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { getOnce, startChild } from './load';
import { listOption, numberOption } from './options';

/** Lighthouse's mobile preset (its default): performance and SEO, each the median of RUNS runs. */
const RUNS = numberOption('LIGHTHOUSE_RUNS', 3);
/** LIGHTHOUSE_PATHS=/,/about measures only those of the sitemap's pages (a figure for one fix). */
const ONLY_PATHS = listOption('LIGHTHOUSE_PATHS');
const GOAL = 100;
type Category = 'performance' | 'seo';
/** LIGHTHOUSE_CATEGORIES=seo measures SEO alone (much faster: no page load traces). */
const CATEGORIES = listOption('LIGHTHOUSE_CATEGORIES', ['performance', 'seo']).filter(
  (c): c is Category => c === 'performance' || c === 'seo',
);
/** Kinds of page the demo must offer search engines, each measured: the store, a product, the film. */
const REQUIRED = [
  { name: 'the store page', test: (path: string) => path === '/store' },
  { name: 'a product page', test: (path: string) => path.startsWith('/p/') },
  { name: 'the film page', test: (path: string) => path === '/film' },
];

interface PageScores {
  path: string;
  performance: number;
  seo: number;
  /** Audits that cost points in the median run, for whoever fixes them. */
  misses: string[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The demo's indexable pages: those its sitemap lists, as a search engine finds them. */
async function indexablePaths(port: number): Promise<string[]> {
  const sitemap = await getOnce(`http://127.0.0.1:${port}/sitemap.xml`, { host: 'demo.localhost' });
  const paths = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  if (paths.length === 0) throw new Error(`no pages in the demo sitemap (${sitemap.status})`);
  for (const kind of REQUIRED)
    if (!paths.some(kind.test))
      throw new Error(`the demo sitemap lists no ${kind.name}: ${paths.join(', ')}`);
  return paths;
}

export interface LighthouseRuns {
  performance: number;
  seo: number;
  /** Each run's performance score, in order. */
  runs: number[];
  misses: string[];
}

/** Debian's Chromium, headless, with *.localhost names leading here, for Lighthouse to drive. */
export const launchLighthouseChrome = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--host-resolver-rules=MAP *.localhost 127.0.0.1',
    ],
  });

/** Lighthouse's mobile preset on one address, `runs` times: the median performance and SEO scores. */
export async function lighthouseMedian(
  chromePort: number,
  url: string,
  runs = RUNS,
): Promise<LighthouseRuns> {
  const results: { performance: number; seo: number; misses: string[] }[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    if (process.env.LIGHTHOUSE_DEBUG) {
      for (const id of [
        'mainthread-work-breakdown',
        'bootup-time',
        'long-tasks',
        'largest-contentful-paint-element',
      ]) {
        const details = audits[id]?.details as { items?: unknown[] } | undefined;
        console.log(id, audits[id]?.displayValue ?? '', JSON.stringify(details?.items?.slice(0, 6)));
      }
      // What the page asked for and when, beside its paints: what a first paint shared the link with.
      const requests = (audits['network-requests']?.details as { items?: Record<string, unknown>[] })?.items;
      for (const request of requests ?? [])
        console.log(
          `  ${String(request.networkRequestTime ?? request.startTime).padStart(8)} ms ${String(request.transferSize).padStart(7)} B ${String(request.priority).padEnd(8)} ${String(request.url).slice(-70)}`,
        );
      console.log(
        `  first contentful paint ${audits['first-contentful-paint']?.numericValue?.toFixed(0)} ms, largest ${audits['largest-contentful-paint']?.numericValue?.toFixed(0)} ms`,
      );
    }
    const misses = [...(categories.performance?.auditRefs ?? []), ...(categories.seo?.auditRefs ?? [])]
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id} ${audits[ref.id]?.displayValue ?? audits[ref.id]?.score}`);
    results.push({
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      seo: Math.round((categories.seo?.score ?? 0) * 100),
      misses,
    });
  }
  const performance = median(results.map((run) => run.performance));
  const seo = median(results.map((run) => run.seo));
  const misses =
    results.find((run) => run.performance === performance && run.seo === seo)?.misses ??
    results.find((run) => run.seo < GOAL)?.misses ??
    [];
  return { performance, seo, runs: results.map((run) => run.performance), misses };
}

/**
 * Lighthouse 12 on every indexable demo page in Chromium (/usr/bin/chromium), mobile form factor:
 * the median performance and SEO score of RUNS runs per page, each against the goal of 100.
 */
export async function benchLighthouse(): Promise<{ pages: PageScores[]; ok: boolean }> {
  const app = await startChild('serve-app.ts');
  const chrome = await launchLighthouseChrome();
  const pages: PageScores[] = [];
  try {
    // Lighthouse times the page on this machine's CPU: a busy machine stretches every task.
    console.log(
      `lighthouse: load average ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(', ')}`,
    );
    const paths = (await indexablePaths(app.port)).filter(
      (path) => ONLY_PATHS.length === 0 || ONLY_PATHS.includes(path),
    );
    // Every page is requested once before it is measured, as a site's pages are once visitors come:
    // otherwise the first page's first run measures the server's first render, before its page
    // cache and compiled code are warm, and not the page visitors get.
    for (const path of paths) {
      const warm = await getOnce(`http://127.0.0.1:${app.port}${path}`, { host: 'demo.localhost' });
      if (warm.status !== 200) throw new Error(`${path} answered ${warm.status}`);
    }
    for (const path of paths) {
      const { performance, seo, runs, misses } = await lighthouseMedian(
        chrome.port,
        `http://demo.localhost:${app.port}${path}`,
      );
      pages.push({ path, performance, seo, misses });
      console.log(
        `lighthouse ${path}: ${CATEGORIES.includes('performance') ? `performance ${performance} (runs ${runs.join(', ')}; goal ${GOAL}), ` : ''}SEO ${seo} (goal ${GOAL})${misses.length ? `\n    missed: ${misses.join('; ')}` : ''}`,
      );
    }
  } finally {
    chrome.kill();
    app.process.disconnect();
  }
  const ok = pages.every(
    (page) =>
      (!CATEGORIES.includes('performance') || page.performance >= GOAL) &&
      (!CATEGORIES.includes('seo') || page.seo >= GOAL),
  );
  console.log(
    `lighthouse: ${pages.length} indexable demo pages, ${ok ? 'all at the goal' : 'BELOW THE GOAL'}`,
  );
  return { pages, ok };
}
