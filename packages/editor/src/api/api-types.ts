import type { PageDocument } from '@atelier/domain';

/** Response shapes of docs/api.md. */
export interface Account {
  id: string;
  email: string;
  displayName: string;
}

export interface Template {
  id: string;
  name: string;
  description: string;
  /** A picture of the template's home page. */
  picture: string;
}

export interface PlatformSite {
  id: string;
  identifier: string;
  title: string;
  role: number | string;
  url: string;
  editorUrl: string;
}

export interface ConfigSite {
  id: string;
  identifier: string;
  title: string;
  websiteType: number;
  siteStatus: number;
  developerMode: boolean;
  cloneable: boolean;
  useEscapeKeyToLogin: boolean;
  storeSettings: Record<string, unknown>;
  tweakJSON: Record<string, string>;
}

export type Navigation = 'main' | '_hidden' | '_memberareas';

export interface PageSummary {
  id: string;
  title: string;
  slug: string;
  path: string;
  navigation: Navigation;
  position: number;
  pageType: number;
  publicationStatus: number;
  hasPassword: boolean;
  hasUnpublishedChanges: boolean;
  publishedVersion: number | null;
  updatedAt: string;
}

export type Revision = number | string;

export interface Draft {
  pageId: string;
  document: PageDocument;
  /** Opaque: sent back unchanged with the next save. */
  revision: Revision;
}

export interface HeaderFooter {
  header: { title: string; tagline: string };
  footer: { text: string };
}
