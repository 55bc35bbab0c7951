import { defineError } from '#platform/errors/app-error';

export const CatalogueErrors = {
  productNotFound: defineError({
    kind: 'not_found',
    code: 'catalogue.product_not_found',
    message: 'This product does not exist on this site.',
  }),
  variantNotFound: defineError({
    kind: 'not_found',
    code: 'catalogue.variant_not_found',
    message: 'This variant does not exist on this site.',
  }),
  couponNotFound: defineError({
    kind: 'not_found',
    code: 'catalogue.coupon_not_found',
    message: 'This coupon does not exist on this site.',
  }),
  slugTaken: defineError({
    kind: 'invalid',
    code: 'catalogue.slug_taken',
    message: 'Another product already has this address.',
  }),
  skuTaken: defineError({
    kind: 'invalid',
    code: 'catalogue.sku_taken',
    message: 'Another variant on this site already has this SKU.',
  }),
  couponCodeTaken: defineError({
    kind: 'invalid',
    code: 'catalogue.coupon_code_taken',
    message: 'Another coupon already has this code.',
  }),
  invalidSale: defineError({
    kind: 'invalid',
    code: 'catalogue.invalid_sale',
    message: 'A sale price is below the price.',
  }),
  fileNotFound: defineError({
    kind: 'invalid',
    code: 'catalogue.file_not_found',
    message: 'Choose a document or image from this site’s media library.',
  }),
};
