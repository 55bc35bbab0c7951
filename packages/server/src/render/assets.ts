import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface SiteAssetManifest {
  boot: string;
  /** What the boot module imports statically, for modulepreload links; absent in older builds. */
  preload?: string[];
  /** The cookie banner's chunk and what it imports beyond the boot module; absent in older builds. */
  bannerPreload?: string[];
  css: string;
  /** The site stylesheet's text, which pages carry inline; absent when it refers to other files. */
  inlineCss?: string;
  /** The files of the site stylesheet built one by one, in cascade order; absent in older builds. */
  styleParts?: { source: string; href: string }[];
  /** Their text, read at start, for pages that carry only the files they need. */
  inlineParts?: { source: string; css: string }[];
  behaviours: Record<string, string>;
  /** The script that lets the editor pick and edit blocks in an owner's draft preview. */
  editorBridge?: string;
  /** The announcement bar's classic script file (site/src/page/announcement-bar-gate.ts). */
  announcementBarGate?: string;
  /** That script's text, which pages with the bar carry inline; absent when it cannot be inlined. */
  announcementBarGateScript?: string;
}

const require = createRequire(import.meta.url);

export const siteDistDir = (): string =>
  path.join(path.dirname(require.resolve('@atelier/site/package.json')), 'dist');
export const editorDistDir = (): string =>
  path.join(path.dirname(require.resolve('@atelier/server/package.json')), '..', 'editor', 'dist');
export const demoAssetsDir = (): string =>
  path.join(path.dirname(require.resolve('@atelier/server/package.json')), 'assets', 'demo');

/** The built browser assets of published pages; `npm run build` makes them. */
export function loadSiteManifest(): SiteAssetManifest {
  const file = path.join(siteDistDir(), 'manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error(`The site assets are not built (${file} is missing). Run "npm run build" first.`);
  }
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as SiteAssetManifest;
  const cssFile = path.join(siteDistDir(), 'assets', path.basename(manifest.css));
  const css = fs.existsSync(cssFile) ? fs.readFileSync(cssFile, 'utf8') : '';
  if (inlinable(css)) manifest.inlineCss = css;
  const parts = (manifest.styleParts ?? []).map(({ source, href }) => {
    const file = path.join(siteDistDir(), 'assets', path.basename(href));
    return { source, css: fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '' };
  });
  if (manifest.announcementBarGate) {
    const gateFile = path.join(siteDistDir(), 'assets', path.basename(manifest.announcementBarGate));
    const gate = fs.existsSync(gateFile) ? fs.readFileSync(gateFile, 'utf8').trim() : '';
    // Inline, nothing in it may end the element or open a comment the parser would honour.
    if (gate && !/<\/script|<!--/i.test(gate)) manifest.announcementBarGateScript = gate;
  }
  if (manifest.inlineCss && parts.length > 0 && parts.every((part) => !RELATIVE_URL.test(part.css))) {
    manifest.inlineParts = parts;
  }
  return manifest;
}

/**
 * Relative addresses inside a stylesheet would resolve against the page, not the stylesheet. A
 * fragment alone (`url(#name)`) names something in the document, inline or not.
 */
const RELATIVE_URL = /url\((?!\s*['"]?(?:data:|\/|#))/;
/** Whether a built stylesheet may travel inside the page: all its addresses absolute. */
export const inlinable = (css: string): boolean => css !== '' && !RELATIVE_URL.test(css);
