/**
 * The owner's JSON as the server makes it: the shapes its mappers and schemas produce, named for the
 * editor. Types only (no value is exported), so `import type` from `@atelier/server/api-types` puts
 * no byte of the server into the editor's bundle, and a field renamed here fails the editor's check.
 */
import type { LanguageTexts } from '@atelier/domain';
import type { z } from 'zod';
import type { productToJson, toInventoryRow } from '#modules/catalogue/catalogue.model';
import type {
  CouponInput,
  ProductInput as ProductInputSchema,
  ProductTranslations,
  StoreSettingsInput,
} from '#modules/catalogue/catalogue.schemas';
import type { couponToJson } from '#modules/catalogue/coupons.service';
import type { VariantPatch as VariantPatchBody } from '#modules/catalogue/variants.service';
import type { consentEntryToJson, consentLogPage } from '#modules/consent/consent-log';
import type { ContributorJson, PeopleJson } from '#modules/contributors/contributors.service';
import type { InvitationJson, invitationDetailsToJson } from '#modules/contributors/invitations.service';
import type { DomainDetails } from '#modules/domains/domains.service';
import type { fontFamilyToJson } from '#modules/fonts/fonts.catalogue';
import type { FormListingJson } from '#modules/forms/form-listing';
import type { submissionToJson } from '#modules/forms/forms.service';
import type {
  ConnectionInput,
  FillInput,
  LanguagesInput,
  SiteTextsInput,
} from '#modules/languages/languages.schemas';
import type { LanguageJson, LanguageSettingsJson, ProviderJson } from '#modules/languages/languages.service';
import type { MediaService } from '#modules/media/media.service';
import type { MenuItemJson } from '#modules/navigation/navigation.service';
import type { subscriberToJson } from '#modules/newsletter/newsletter.service';
import type { OrderJson } from '#modules/orders/orders.model';
import type { outboxMessageDetailToJson, outboxMessageToJson } from '#modules/outbox/outbox.model';
import type { PageSummary } from '#modules/pages/pages.model';
import type { readVersion, SiteVersionSummary } from '#modules/pages/site-publish.service';
import type { PageRef, PublishReview as PagesPublishReview } from '#modules/pages/site-snapshot';
import type { HeaderFooter } from '#modules/sites/sites.schemas';
import type { siteSummary, siteToJson } from '#modules/sites/sites.service';
import type { StylesJson, templateStylesToJson } from '#modules/styles/styles.service';
import type {
  LanguageStatusJson,
  SubjectStatusJson,
  TranslationStatusJson,
} from '#workflows/languages/translation-status.workflow';
import type { MenuChange, MenuReview, ReviewMenuItem } from '#workflows/sites/publish-menu-review';

export type { AnalyticsCsvReport, AnalyticsReport, MediaItemJson } from '@atelier/domain';

/** Orders (`/api/config/store/orders...`): one order with its lines, timeline and payments. */
export type { OrderJson };

/** Catalogue (`/api/config/store/products...`): a product as the owner sees it. */
export type ProductJson = ReturnType<typeof productToJson>;
export type VariantJson = ProductJson['variants'][number];
/** What a product save sends (before the schema fills its defaults). */
export type ProductBody = z.input<typeof ProductInputSchema>;
export type VariantPatch = VariantPatchBody;
export type CouponJson = ReturnType<typeof couponToJson>;
export type CouponBody = z.input<typeof CouponInput>;
export type StoreSettingsBody = z.input<typeof StoreSettingsInput>;

/** Store inventory (`/api/config/store/inventory`): one variant's stock, beside its product. */
export type InventoryRowJson = ReturnType<typeof toInventoryRow>;

/**
 * Forms (`/api/config/forms`): a form or newsletter block as published (or one no longer published
 * that still holds submissions), with its submissions counted.
 */
export type { FormListingJson };

/** Forms (`/api/config/forms/{formId}/submissions...`): one submission with its summary. */
export type SubmissionJson = ReturnType<typeof submissionToJson>;

/** Newsletter (`/api/config/newsletter/subscribers...`). */
export type SubscriberJson = ReturnType<typeof subscriberToJson>;

/** Outbox (`/api/config/outbox`): one mail of the site's, as its row holds it. */
export type OutboxMessageJson = ReturnType<typeof outboxMessageToJson>;
/** Outbox (`/api/config/outbox/{id}`): the mail with its text and HTML, secret links taken out. */
export type OutboxMessageDetailJson = ReturnType<typeof outboxMessageDetailToJson>;

/** Media (`/api/config/media/{id}/usage`): a page that shows the file, in its draft or a version. */
export type MediaUsageJson = Awaited<ReturnType<MediaService['usage']>>[number];

/** Domains (`/api/config/domains...`): a domain of the site and how to prove it is the owner's. */
export type DomainDetailsJson = DomainDetails;

/** Pages (`/api/config/pages...`) and the main navigation. */
export type PageSummaryJson = PageSummary;
export type { MenuItemJson };

/** The site, its people and its styles. */
export type SiteJson = ReturnType<typeof siteToJson>;
/** People (`/api/config/contributors`, `.../invitations`): who works on the site, who is invited. */
export type { PeopleJson };
/** An invitation's mailed link (`/api/invitations/{token}`): who invites to what. */
export type InvitationDetailsJson = ReturnType<typeof invitationDetailsToJson>;
/** Design panel (`/api/config/templates`): a starter template's look, to take. */
export type TemplateStylesJson = ReturnType<typeof templateStylesToJson>;
/** Font picker (`/fonts/families`): a family the site's font service serves. */
export type FontFamilyJson = ReturnType<typeof fontFamilyToJson>;
/** Consent log (`/api/config/consent-log`): one visitor's answer to the cookie banner, and a page of them. */
export type ConsentEntryJson = ReturnType<typeof consentEntryToJson>;
export type ConsentLogPageJson = Awaited<ReturnType<typeof consentLogPage>>;
/** The platform home (`/api/platform/sites`): a site of the account's, with its addresses. */
export type PlatformSiteJson = ReturnType<typeof siteSummary>;
/** The site's header and footer texts (`/api/site-header-footer`). */
export type HeaderFooterJson = HeaderFooter;
/** Publishing history (`/api/config/site-versions`): one publish of the whole site. */
export type SiteVersionSummaryJson = SiteVersionSummary;
/** Publishing history (`/api/config/site-versions/{number}`): one publish with its pages' content. */
export type SiteVersionJson = Awaited<ReturnType<typeof readVersion>>;
/** Publishing (`/api/config/publish`): what a publish of the whole site changes, its menu included. */
/**
 * Languages (`/api/multilingual/*`, docs/languages.md): the site's languages and translation
 * service, how far each language is translated, the site's own texts in a language, and what fill
 * answers (a page's fill also gives its draft's new revision).
 */
export type {
  ContributorJson,
  InvitationJson,
  LanguageJson,
  LanguageSettingsJson,
  LanguageStatusJson,
  MenuChange,
  MenuReview,
  PageRef,
  PagesPublishReview,
  ProviderJson,
  ReviewMenuItem,
  StylesJson,
  SubjectStatusJson,
  TranslationStatusJson,
};
export type LanguagesBody = z.input<typeof LanguagesInput>;
export type ConnectionBody = z.input<typeof ConnectionInput>;
export type FillBody = z.input<typeof FillInput>;
export type FillJson = { filled: number; revision?: number };
export type SiteTextsBody = z.input<typeof SiteTextsInput>;
export type SiteTextsJson = { language: string; texts: LanguageTexts };
/** A product's or menu link's translations, as saved with it. */
export type ProductTranslationsBody = z.input<typeof ProductTranslations>;
/** A blog's post and settings (modules/blog), as /api/config/blogs/:blogId/... answers them. */
export type { BlogPost as BlogPostJson, BlogSettings as BlogSettingsJson } from '#modules/blog/blog.model';
export type { PostStatusName as PostStatusJson } from '#modules/blog/blog.schemas';
/** An event of an Events page (modules/events), as /api/config/pages/:pageId/events answers it. */
export type { EventJson } from '#modules/events/events.model';
