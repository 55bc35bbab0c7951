import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startChild } from './load';
const paths = process.argv.slice(2);
const app = await startChild('serve-app.ts');
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--host-resolver-rules=MAP *.localhost 127.0.0.1'] });
const runs = Number(process.env.RUNS ?? 1);
for (const p of paths) for (let i = 0; i < runs; i++) {
  const r = await lighthouse(`http://demo.localhost:${app.port}${p}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = r!.lhr;
  const name = `/tmp/perf-lh${p.replace(/\//g, '_') || '_'}-${i}.json`;
  fs.writeFileSync(name, JSON.stringify(lhr));
  const art: any = r!.artifacts; const tr = art.Trace ?? art.traces?.defaultPass; if (process.env.TRACE) fs.writeFileSync(name.replace('.json','.trace.json'), JSON.stringify(tr));
  const a = lhr.audits;
  console.log(p, i, Math.round(lhr.categories.performance!.score! * 100), ['first-contentful-paint','largest-contentful-paint','total-blocking-time','cumulative-layout-shift','speed-index'].map(k => `${k}=${a[k]?.displayValue}(${a[k]?.score})`).join(' '));
}
chrome.kill(); app.process.disconnect();
process.exit(0);
