import type { AccountScreenProps } from './account/account-screen';
import type { BlogListScreenProps, PostScreenProps } from './blog/blog-views';
import type { CartScreenProps } from './cart/cart-screen';
import type { CheckoutScreenProps } from './checkout/checkout-screen';
import type { ContributionConfirmedScreenProps, DonateScreenProps } from './donate/donate-screen';
import type { DownloadRefusedScreenProps } from './download/download-refused-screen';
import type {
  EventScreenProps,
  EventsCalendarScreenProps,
  EventsListScreenProps,
} from './events/events-views';
import type { OrderStatusScreenProps } from './order-status/order-status-screen';
import type { ConfirmPaymentScreenProps } from './pay/confirm-payment-screen';
import type { PayScreenProps } from './pay/pay-screen';
import type { ProductScreenProps } from './product/product-screen';
import type { ReviewRequestScreenProps } from './reviews/review-request-screen';
import type { StoreScreenProps } from './store/store-screen';

/**
 * One store screen and what it shows, as the server hands it to the renderer: plain data (amounts
 * already formatted), named by `screen`. The screens' components turn it into markup.
 */
export type ScreenView =
  | ({ screen: 'store' } & StoreScreenProps)
  /** A blog's list or archive, and one of its posts (modules/blog). */
  | ({ screen: 'blog' } & BlogListScreenProps)
  | ({ screen: 'post' } & PostScreenProps)
  /** An Events page's upcoming or past list, its month, and one event (modules/events). */
  | ({ screen: 'events' } & EventsListScreenProps)
  | ({ screen: 'events-calendar' } & EventsCalendarScreenProps)
  | ({ screen: 'event' } & EventScreenProps)
  | ({ screen: 'product' } & ProductScreenProps)
  | { screen: 'product-missing' }
  | ({ screen: 'cart' } & CartScreenProps)
  | ({ screen: 'checkout' } & CheckoutScreenProps)
  /** Checkout without the cart cookies; `atEntry` at /commerce/goto-checkout. */
  | { screen: 'cookies-required'; atEntry: boolean }
  | ({ screen: 'pay' } & PayScreenProps)
  | ({ screen: 'confirm-payment' } & ConfirmPaymentScreenProps)
  | ({ screen: 'order-status' } & OrderStatusScreenProps)
  | ({ screen: 'download-refused' } & DownloadRefusedScreenProps)
  /** The donation checkout (page type 203) and contribution confirmed (204). */
  | ({ screen: 'donate' } & DonateScreenProps)
  | ({ screen: 'contribution-confirmed' } & ContributionConfirmedScreenProps)
  /** The reviews request page (page type 209). */
  | ({ screen: 'review-request' } & ReviewRequestScreenProps)
  /** A visitor's account on the site, and a member page's access screen (page type 106). */
  | ({ screen: 'account' } & AccountScreenProps)
  /** A member area just joined (page type 208). */
  | { screen: 'member-joined'; area: string; welcome: string; page: string; path: string };

export type ScreenName = ScreenView['screen'];
