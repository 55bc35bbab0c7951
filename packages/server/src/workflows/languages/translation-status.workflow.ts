import type { LanguageTexts, SiteLanguage, Translations } from '@atelier/domain';
import type { Kysely } from 'kysely';
import { allProducts } from '#modules/catalogue/catalogue.queries';
import { linkTexts } from '#modules/navigation/navigation.service';
import { parseDocument } from '#modules/pages/pages.model';
import { listPages } from '#modules/pages/pages.queries';
import { readSiteTexts } from '#modules/sites/sites.service';
import type { DB } from '#platform/db/schema';
import { readSiteSources } from './site-texts-source';
import { progressOf } from './translate-missing';
import { type FillSource, linkSources, pageSources, productSources } from './translation-sources';

export type SubjectKind = 'page' | 'product' | 'menu' | 'site';

/** How far one thing is translated into one language. */
export interface SubjectStatusJson {
  kind: SubjectKind;
  /** The page's or product's id; `menu` and `site` for those. */
  id: string;
  title: string;
  total: number;
  translated: number;
  machine: number;
}

/** One of the site's other languages: its totals, and each thing's. */
export interface LanguageStatusJson {
  tag: string;
  published: boolean;
  total: number;
  translated: number;
  machine: number;
  subjects: SubjectStatusJson[];
}

/** `GET /api/multilingual/status`. */
export interface TranslationStatusJson {
  languages: LanguageStatusJson[];
}

/** One thing's texts and where its translations are, read once for every language. */
interface Subject {
  kind: SubjectKind;
  id: string;
  title: string;
  /** Texts with the translations each is kept in (a menu's links keep theirs one by one). */
  parts: { sources: FillSource[]; translations: Translations }[];
}

async function readSubjects(db: Kysely<DB>, siteId: string): Promise<Subject[]> {
  const [pages, products, links, siteSourcesNow, siteTexts] = await Promise.all([
    listPages(db, siteId),
    allProducts(db, siteId),
    linkTexts(db, siteId),
    readSiteSources(db, siteId),
    readSiteTexts(db, siteId),
  ]);
  const subjects: Subject[] = pages.map((page) => {
    const document = parseDocument(page.draft_document);
    return {
      kind: 'page',
      id: page.id,
      title: page.title,
      parts: [{ sources: pageSources(page.title, document), translations: document.translations ?? {} }],
    };
  });
  for (const product of products) {
    subjects.push({
      kind: 'product',
      id: product.id,
      title: product.name,
      parts: [{ sources: productSources(product), translations: product.translations }],
    });
  }
  if (links.length > 0) {
    subjects.push({
      kind: 'menu',
      id: 'menu',
      title: 'Menu',
      parts: links.map((link) => ({ sources: linkSources(link.title), translations: link.translations })),
    });
  }
  subjects.push({
    kind: 'site',
    id: 'site',
    title: 'Site texts',
    parts: [{ sources: siteSourcesNow, translations: siteTexts }],
  });
  return subjects;
}

function subjectStatus(subject: Subject, tag: string): SubjectStatusJson {
  const status = {
    kind: subject.kind,
    id: subject.id,
    title: subject.title,
    total: 0,
    translated: 0,
    machine: 0,
  };
  for (const part of subject.parts) {
    const texts: LanguageTexts | undefined = part.translations[tag];
    const progress = progressOf(part.sources, texts);
    status.total += progress.total;
    status.translated += progress.translated;
    status.machine += progress.machine;
  }
  return status;
}

/**
 * How far each of the site's other languages is translated: every page's draft (its title and its
 * blocks' and search fields' texts), every product, the menu's links and the site's own texts,
 * counted with `translationProgress` of @atelier/domain.
 */
export async function translationStatus(
  db: Kysely<DB>,
  siteId: string,
  languages: readonly SiteLanguage[],
): Promise<TranslationStatusJson> {
  const subjects = await readSubjects(db, siteId);
  return {
    languages: languages
      .filter((language) => !language.primary)
      .map((language) => {
        const statuses = subjects.map((subject) => subjectStatus(subject, language.tag));
        return {
          tag: language.tag,
          published: language.published,
          total: statuses.reduce((sum, s) => sum + s.total, 0),
          translated: statuses.reduce((sum, s) => sum + s.translated, 0),
          machine: statuses.reduce((sum, s) => sum + s.machine, 0),
          subjects: statuses,
        };
      }),
  };
}
