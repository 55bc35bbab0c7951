import { memberGuard } from './catalogue';

/** Product types (spec 001 §3 "Product entities"). */
export const ProductType = {
  physical: 1,
  digital: 2,
  service: 3,
  giftCard: 4,
  paywall: 5,
} as const;
export type ProductType = (typeof ProductType)[keyof typeof ProductType];

export const isProductType = /* @__PURE__ */ memberGuard(ProductType);
