// Texts of the store: checkout, cart, product state and subscriptions.

export const checkoutMessages = {
  cookiesRequired:
    'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
} as const;

export const cartMessages = {
  title: 'Shopping Cart',
  checkout: 'Checkout',
  continueShopping: 'Continue Shopping',
  summary: 'Summary',
  subtotal: 'Subtotal',
  customersAlsoBought: 'Customers also bought',
  countCapped: '100+',
  countCappedSpoken: 'More than 100 items in cart',
  updateQuantityFailed: 'Unable to update quantity',
  removeItemFailed: 'Unable to remove item',
} as const;

export const productStateMessages = {
  available: 'Available',
  scheduled: 'Scheduled',
  hidden: 'Hidden',
  unsupported: 'Unsupported',
} as const;

export const subscriptionMessages = {
  everyWeek: 'renews every week',
  everyWeeks: 'renews every {n} weeks',
  everyMonth: 'renews every month',
  everyMonths: 'renews every {n} months',
  everyYear: 'renews every year',
  everyYears: 'renews every {n} years',
  forOnePayment: 'for 1 payment',
  forPayments: 'for {p} payments',
} as const;
