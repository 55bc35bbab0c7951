import type { AccountScreenProps } from './account/account-screen';
import type { CartScreenProps } from './cart/cart-screen';
import type { CheckoutScreenProps } from './checkout/checkout-screen';
import type { DownloadRefusedScreenProps } from './download/download-refused-screen';
import type { OrderStatusScreenProps } from './order-status/order-status-screen';
import type { ConfirmPaymentScreenProps } from './pay/confirm-payment-screen';
import type { PayScreenProps } from './pay/pay-screen';
import type { ProductScreenProps } from './product/product-screen';
import type { StoreScreenProps } from './store/store-screen';

/**
 * One store screen and what it shows, as the server hands it to the renderer: plain data (amounts
 * already formatted), named by `screen`. The screens' components turn it into markup.
 */
export type ScreenView =
  | ({ screen: 'store' } & StoreScreenProps)
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
  /** A visitor's account on the site, and a member page's access screen (page type 106). */
  | ({ screen: 'account' } & AccountScreenProps)
  /** A member area just joined (page type 208). */
  | { screen: 'member-joined'; area: string; welcome: string; page: string; path: string };

export type ScreenName = ScreenView['screen'];
