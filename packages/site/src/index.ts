export type { BlockComponent, BlockProps, BlockRootAttributes } from './blocks/block-props';
export { BlockType, type BlockTypeValue } from './blocks/block-types';
export { BlockView, type BlockViewProps } from './blocks/block-view';
export type { CalendarLookup } from './blocks/calendar/calendar-context';
export { calendarPageId } from './blocks/calendar/calendar-settings';
export { documentBlocks } from './blocks/document-blocks';
export { FormPageContext, type FormPageInfo } from './blocks/form/form-page-context';
export { readFormSettings } from './blocks/form/read-form-settings';
export { proseMirrorText } from './blocks/html/prose-mirror-text';
export { IMAGE_VARIANTS, type ImageVariant, readImageSettings } from './blocks/image/image-block';
export {
  MediaContext,
  type MediaLookup,
  type MediaRenderState,
  mediaRenderState,
  type RenderMedia,
} from './blocks/image/media-context';
export { ResponsiveImage, type ResponsiveImageProps, srcsetWidths } from './blocks/image/responsive-image';
export type { MemberAreaCard, MemberAreaLookup } from './blocks/member-area/member-area-context';
export { newsletterEmailField, readNewsletterSettings } from './blocks/newsletter/newsletter-block';
export type { ProductCard, ProductLookup } from './blocks/product/product-context';
export { OWNER_PREVIEW } from './blocks/product/product-context';
export { descriptionText, plainParagraphs } from './blocks/product/product-description';
export type { PickerData, ValueState } from './blocks/product/variant-rules';
export {
  type BlockEntry,
  type BlockRegistry,
  behavioursIn,
  blockRegistry,
  blockRootAttributes,
} from './blocks/registry';
export type { AnnouncementBarView } from './page/announcement-bar';
export { BLOCK_ANIMATION_BEHAVIOUR, chosenBlockAnimation } from './page/block-animation';
export { documentText, snippetAround } from './page/document-text';
export { STYLES_PREVIEW_BEHAVIOUR } from './page/page-head';
export { renderSitePage } from './page/render-page';
export type { NavigationItem, PageBody, SearchResult, SiteLogo, SitePageInput } from './page/site-page-input';
export {
  cssString,
  SITE_STYLES_ELEMENT_ID,
  STYLES_PREVIEW_MESSAGE,
  type StylesPreviewMessage,
  siteFontFamilies,
  siteFontsHref,
  siteStylesCss,
  stylesPreviewMessage,
} from './page/site-styles-css';
export { pageNeedsStylesheet, type StyledPage } from './page/style-parts';
export * from './runtime/cookie-banner/cookie-banner-preview';
export type {
  AccountAlert,
  AccountNotice,
  AccountOrder,
  AccountScreenProps,
  MemberAccessDenied,
} from './screens/account/account-screen';
export type { BlogLink, BlogListScreenProps, PostCard, PostScreenProps } from './screens/blog/blog-views';
export type { CartLineView, CartScreenProps, CartView } from './screens/cart/cart-screen';
export type { CheckoutCartView, CheckoutScreenProps } from './screens/checkout/checkout-screen';
export type { DownloadRefusedScreenProps } from './screens/download/download-refused-screen';
export type {
  CalendarDay,
  EventCard,
  EventScreenProps,
  EventsCalendarScreenProps,
  EventsListScreenProps,
  MonthCalendarView,
} from './screens/events/events-views';
export type { DownloadState, OrderDownloadView } from './screens/order-status/order-downloads';
export type { OrderLineView, OrderStatusScreenProps } from './screens/order-status/order-status-screen';
export type { ConfirmPaymentScreenProps } from './screens/pay/confirm-payment-screen';
export type { PayScreenProps, TestCardNumbers } from './screens/pay/pay-screen';
export type { AddToCartView, ChoiceProblem, PickerOption } from './screens/product/add-to-cart-form';
export type { PriceView } from './screens/product/product-price';
export type { ProductScreenProps } from './screens/product/product-screen';
export type { ProductReviewsView, ReviewView } from './screens/reviews/product-reviews';
export type { RatingView } from './screens/reviews/rating-stars';
export {
  REVIEW_REQUEST_BEHAVIOUR,
  type ReviewProductView,
  type ReviewRefusal,
  type ReviewRequestScreenProps,
} from './screens/reviews/review-request-screen';
export type { ScreenName, ScreenView } from './screens/screen-view';
export type { StoreListItem, StoreScreenProps } from './screens/store/store-screen';
export { POPUP_OVERLAY_BEHAVIOUR } from './widgets/popup-overlay/popup-overlay-view';
