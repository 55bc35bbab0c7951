import { AccountScreen, MemberJoinedScreen } from './account/account-screen';
import { BlogListScreen } from './blog/blog-screen';
import { PostScreen } from './blog/post-screen';
import { CartScreen } from './cart/cart-screen';
import { CheckoutScreen } from './checkout/checkout-screen';
import { CookiesRequiredScreen } from './checkout/cookies-required-screen';
import { ContributionConfirmedScreen, DonateScreen } from './donate/donate-screen';
import { DownloadRefusedScreen } from './download/download-refused-screen';
import { EventScreen, EventsCalendarScreen, EventsListScreen } from './events/events-screen';
import { OrderStatusScreen } from './order-status/order-status-screen';
import { ConfirmPaymentScreen } from './pay/confirm-payment-screen';
import { PayScreen } from './pay/pay-screen';
import { ProductMissingScreen, ProductScreen } from './product/product-screen';
import { ReviewRequestScreen } from './reviews/review-request-screen';
import type { ScreenView } from './screen-view';
import { StoreScreen } from './store/store-screen';

/** A store screen's markup inside the page's main region. */
export function ScreenBody({ view }: { view: ScreenView }) {
  switch (view.screen) {
    case 'store':
      return <StoreScreen {...view} />;
    case 'blog':
      return <BlogListScreen {...view} />;
    case 'post':
      return <PostScreen {...view} />;
    case 'events':
      return <EventsListScreen {...view} />;
    case 'events-calendar':
      return <EventsCalendarScreen {...view} />;
    case 'event':
      return <EventScreen {...view} />;
    case 'product':
      return <ProductScreen {...view} />;
    case 'product-missing':
      return <ProductMissingScreen />;
    case 'cart':
      return <CartScreen {...view} />;
    case 'checkout':
      return <CheckoutScreen {...view} />;
    case 'cookies-required':
      return <CookiesRequiredScreen atEntry={view.atEntry} />;
    case 'pay':
      return <PayScreen {...view} />;
    case 'confirm-payment':
      return <ConfirmPaymentScreen {...view} />;
    case 'order-status':
      return <OrderStatusScreen {...view} />;
    case 'download-refused':
      return <DownloadRefusedScreen {...view} />;
    case 'donate':
      return <DonateScreen {...view} />;
    case 'contribution-confirmed':
      return <ContributionConfirmedScreen {...view} />;
    case 'review-request':
      return <ReviewRequestScreen {...view} />;
    case 'account':
      return <AccountScreen {...view} />;
    case 'member-joined':
      return <MemberJoinedScreen area={view.area} welcome={view.welcome} page={view.page} path={view.path} />;
  }
}
