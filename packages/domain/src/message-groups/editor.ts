// Texts shown in the configuration editor and its dialogs (spec 001 §5 and §8).

/** Spec 001 §5 "User-visible validation strings". */
export const validationMessages = {
  enterValidEmail: 'Please enter a valid email',
  emailFormat: 'Emails must be formatted as {email}',
  linkFormat: 'Links must be formatted as {host} or {host}',
  listRequired: 'A List must be selected',
  fileNameRequired: 'Please enter a file name',
  starRatingRequired: 'Please select a star rating (rating is required)',
  invalidPageUrl: '{val} is not a valid page URL',
  unexpectedOption: '{val} is not one of the expected options',
  tagExists: 'This {tagType} already exists',
  editOneTag: 'You may only edit one {tagType} at a time',
  datasetNeedsColumn: 'Your dataset must have at least one column',
  datasetNeedsRow: 'Your dataset must have at least one row',
  rowsMissingData: 'One or more rows was missing data',
  fileTooLarge: 'The file {fileName} is too large. The maximum allowed file size is {maxSize}.',
  fileTypeUnsupported: 'The file {fileName} does not appear to be a supported file type.',
  minimumSubtotal: 'To check out, your order subtotal must be {subtotal} or more.',
} as const;

/** Spec 001 §8 "Messages shown to users". */
export const errorMessages = {
  network: 'Network error',
  somethingWentWrong: 'Something went wrong',
  loadResultsFailed: 'Unable to load results',
  loadFailedTryAgain: 'Unable to load. Try again.',
  loadCollectionsFailed: 'Unable to load collections',
  loadFontsFailed: 'Unable to load fonts',
  loadFontPreviewFailed: 'Unable to load preview for {fontName}',
  updateFormFailed: 'Unable to update form',
  openFormFailed: 'Unable to open form',
  fileUploadIncomplete: 'File upload failed to complete',
  fileProcessingFailed: 'File processing failed',
  fileProcessingCancelled: 'File processing cancelled',
  uploadError: 'Error uploading',
  renameFileProblem: 'There was a problem while renaming your file',
  uploadFileProblem: 'There was a problem while uploading your file',
  connectFailed: 'Unable to connect. Please try again',
  alreadyReviewed: 'You have already reviewed this purchase',
  reviewRequestExpired: 'Your review request has expired',
  noProductsToReview: 'There are no products to review',
  noJobResponse: 'No response data from job request',
  timeZoneLoadFailed: 'Failed to load timezone "{timeZone}"',
  codeEditingOnAndroid: 'Code editing is not available on Android.',
} as const;
