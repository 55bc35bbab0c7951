import type { FastifyInstance } from 'fastify';
import { authRoutes } from './account/auth.routes';
import { editorContinueRoutes } from './account/editor-continue.routes';
import { invitationRoutes } from './account/invitation.routes';
import { passwordRoutes } from './account/password.routes';
import { accountPageRoutes } from './members/account-pages.routes';
import { memberRoutes } from './members/members.routes';
import { opsRoutes } from './ops/ops.routes';
import { analyticsReportRoutes } from './owner/analytics-report.routes';
import { blogRoutes } from './owner/blog.routes';
import { catalogueRoutes } from './owner/catalogue.routes';
import { consentRoutes } from './owner/consent.routes';
import { contributorsRoutes } from './owner/contributors.routes';
import { domainRoutes } from './owner/domains.routes';
import { donationRoutes } from './owner/donations.routes';
import { eventsRoutes } from './owner/events.routes';
import { formInboxRoutes } from './owner/form-inbox.routes';
import { mapPlacesRoutes } from './owner/map-places.routes';
import { mediaRoutes } from './owner/media.routes';
import { mediaUploadRoutes } from './owner/media-upload.routes';
import { memberAdminRoutes } from './owner/members.routes';
import { multilingualRoutes } from './owner/multilingual.routes';
import { navigationRoutes } from './owner/navigation.routes';
import { newsletterSubscriberRoutes } from './owner/newsletter-subscribers.routes';
import { orderRoutes } from './owner/orders.routes';
import { outboxRoutes } from './owner/outbox.routes';
import { overlaysRoutes } from './owner/overlays.routes';
import { pagesRoutes } from './owner/pages.routes';
import { reviewRoutes } from './owner/reviews.routes';
import { sitePublishRoutes } from './owner/site-publish.routes';
import { platformRoutes, siteConfigRoutes } from './owner/sites.routes';
import { stylesRoutes } from './owner/styles.routes';
import { cartPageRoutes } from './pages/cart-pages.routes';
import { codeFrameRoutes } from './pages/code-frame.routes';
import { donateRoutes } from './pages/donate.routes';
import { downloadRoutes } from './pages/download.routes';
import { faviconRoutes } from './pages/favicon.routes';
import { fontsRoutes } from './pages/fonts.routes';
import { formPostSubmitRoutes } from './pages/form-post-submit.routes';
import { mapTileRoutes } from './pages/map-tiles.routes';
import { mediaFileRoutes } from './pages/media-files.routes';
import { orderStatusRoutes } from './pages/order-status.routes';
import { publicRoutes } from './pages/public.routes';
import { reviewRequestRoutes } from './pages/review-request.routes';
import { seoRoutes } from './pages/seo.routes';
import { storefrontPageRoutes } from './pages/storefront-pages.routes';
import { testCardRoutes } from './pages/test-card.routes';
import { analyticsIngestRoutes } from './visitor/analytics-ingest.routes';
import { cartRoutes } from './visitor/cart.routes';
import { checkoutRoutes } from './visitor/checkout.routes';
import { formRoutes } from './visitor/forms.routes';
import { newsletterRoutes } from './visitor/newsletter.routes';
import { storefrontRoutes } from './visitor/storefront.routes';
import { stripeWebhookRoutes } from './webhooks/stripe-webhook.routes';

/** What the app hands every route plugin: the one option a route needs from outside the api layer. */
export interface RouteOptions {
  /** The font service's name for a family, or null: decides which fonts styles may name. */
  isKnownFont: (name: string) => string | null;
}

type RoutePlugin = (app: FastifyInstance, options: RouteOptions) => Promise<void>;

/** The operator's: liveness, readiness and metrics on the platform host (no session, no cookies). */
const ops: RoutePlugin[] = [opsRoutes];

/** Accounts on any host: sign-up, sign-in, password reset, accepting an invitation. */
const account: RoutePlugin[] = [authRoutes, editorContinueRoutes, passwordRoutes, invitationRoutes];

/** The owner's JSON: the platform home and /api/config on a site host (signed in, with a role). */
const owner: RoutePlugin[] = [
  platformRoutes,
  siteConfigRoutes,
  domainRoutes,
  pagesRoutes,
  eventsRoutes,
  navigationRoutes,
  sitePublishRoutes,
  stylesRoutes,
  contributorsRoutes,
  formInboxRoutes,
  newsletterSubscriberRoutes,
  outboxRoutes,
  analyticsReportRoutes,
  consentRoutes,
  overlaysRoutes,
  blogRoutes,
  catalogueRoutes,
  mediaRoutes,
  mediaUploadRoutes,
  orderRoutes,
  donationRoutes,
  reviewRoutes,
  multilingualRoutes,
  mapPlacesRoutes,
  memberAdminRoutes,
];

/** The visitor's JSON: census and tracking, forms, newsletter links, the store's cart and checkout, accounts. */
const visitor: RoutePlugin[] = [
  formRoutes,
  newsletterRoutes,
  analyticsIngestRoutes,
  storefrontRoutes,
  cartRoutes,
  checkoutRoutes,
  memberRoutes,
];

/** Calls from other services: payment providers. */
const webhooks: RoutePlugin[] = [stripeWebhookRoutes];

/**
 * What a visitor's browser asks for as pages and files: store screens, the test card form, order
 * status, downloads, media, fonts, sitemap, and last the published pages themselves (a catch-all).
 */
const pages: RoutePlugin[] = [
  seoRoutes,
  fontsRoutes,
  formPostSubmitRoutes,
  codeFrameRoutes,
  mediaFileRoutes,
  storefrontPageRoutes,
  cartPageRoutes,
  testCardRoutes,
  donateRoutes,
  orderStatusRoutes,
  reviewRequestRoutes,
  downloadRoutes,
  accountPageRoutes,
  faviconRoutes,
  mapTileRoutes,
  publicRoutes,
];

/** Every route plugin of the server, registered in this order by app.ts. */
export const apiRoutes: readonly RoutePlugin[] = [
  ...ops,
  ...account,
  ...owner,
  ...visitor,
  ...webhooks,
  ...pages,
];
