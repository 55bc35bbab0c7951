import type { PageDocument } from '@atelier/domain';
import type {
  HeaderFooterJson,
  PageSummaryJson,
  PlatformSiteJson,
  SiteJson,
} from '@atelier/server/api-types';

/**
 * The server's type with some fields narrowed to what the editor knows of them (a union for a
 * string, a document for `unknown`). Only fields the server has, only to a narrower type: a field the
 * server renames or widens fails the check here.
 */
export type Refine<
  Server,
  Narrowed extends { [K in keyof Narrowed]: K extends keyof Server ? Server[K] : never },
> = Omit<Server, keyof Narrowed> & Narrowed;

/**
 * What the editor sends, when it has exactly the fields of the server's request body (their types
 * may be narrower or looser: the server's schema has the last word); `never` otherwise, so a field
 * the server renames fails `satisfies SameFields<...>` where the body is sent.
 */
export type SameFields<Sent, Body> = [keyof Sent] extends [keyof Body]
  ? [keyof Body] extends [keyof Sent]
    ? Sent
    : never
  : never;

/** Response shapes of docs/api.md; the owner's come from the server's own mappers. */
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

export type PlatformSite = PlatformSiteJson;

export type ConfigSite = SiteJson;

export type Navigation = 'main' | '_hidden' | '_memberareas';

/** A page of blocks, or a store page listing products (collection type 13, spec 001 §3). */
export type PageSummary = Refine<PageSummaryJson, { navigation: Navigation }>;

export type Revision = number | string;

export interface Draft {
  pageId: string;
  document: PageDocument;
  /** Opaque: sent back unchanged with the next save. */
  revision: Revision;
}

export type HeaderFooter = HeaderFooterJson;
