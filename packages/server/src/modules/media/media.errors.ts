import { formatFileSize, formatMessage, messages } from '@atelier/domain';
import { AppError, defineError } from '#platform/errors/app-error';
import { MAX_DERIVED_SIDE, MAX_DERIVED_WIDTH } from './media-limits';

const { validation, errors } = messages;

/** Every refusal names the file field, so the editor shows it beside that file's progress bar. */
export const MediaErrors = {
  tooLarge: (fileName: string, maxBytes: number) =>
    new AppError(
      'too_large',
      'media.file_too_large',
      formatMessage(validation.fileTooLarge, { fileName, maxSize: formatFileSize(maxBytes) }),
      { file: formatMessage(validation.fileTooLarge, { fileName, maxSize: formatFileSize(maxBytes) }) },
    ),
  tooManyPixels: (fileName: string, width: number, height: number) =>
    new AppError(
      'too_large',
      'media.too_many_pixels',
      formatMessage(validation.fileTooLarge, { fileName, maxSize: '100 megapixels' }),
      { file: `${fileName} is ${width} × ${height} pixels, more than 100 megapixels.` },
    ),
  tooTall: (fileName: string, width: number, height: number) =>
    new AppError('invalid', 'media.image_too_tall', errors.uploadFileProblem, {
      file: `${fileName} is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels: too tall for its width to be shown on a page. At ${MAX_DERIVED_WIDTH.toLocaleString('en-US')} pixels wide (or its own width, if narrower) an image may be at most ${MAX_DERIVED_SIDE.toLocaleString('en-US')} pixels tall.`,
    }),
  unsupported: (fileName: string) =>
    new AppError(
      'invalid',
      'media.unsupported_type',
      formatMessage(validation.fileTypeUnsupported, { fileName }),
      { file: formatMessage(validation.fileTypeUnsupported, { fileName }) },
    ),
  unsafeSvg: (fileName: string, reason: string) =>
    new AppError('invalid', 'media.unsafe_svg', formatMessage(validation.fileTypeUnsupported, { fileName }), {
      file: `${fileName} cannot be used: ${reason}.`,
    }),
  processingFailed: (fileName: string, readAs = 'an image') =>
    new AppError('invalid', 'media.processing_failed', errors.fileProcessingFailed, {
      file: `${fileName} is damaged or incomplete and cannot be read as ${readAs}.`,
    }),
  incomplete: (detail: string) =>
    new AppError('invalid', 'media.upload_incomplete', errors.fileUploadIncomplete, { file: detail }),
  quota: (usedBytes: number, quotaBytes: number) =>
    new AppError(
      'too_large',
      'media.quota_exceeded',
      `This site's media storage is full: ${formatFileSize(usedBytes)} of ${formatFileSize(quotaBytes)} used. Delete files you no longer need from the media library to make room.`,
      { file: errors.uploadFileProblem },
    ),
  fileNameRequired: () =>
    new AppError('invalid', 'media.file_name_required', validation.fileNameRequired, {
      fileName: validation.fileNameRequired,
    }),
  notFound: defineError({
    kind: 'not_found',
    code: 'media.not_found',
    message: 'This site has no media file with this id.',
  }),
  uploadNotFound: defineError({
    kind: 'not_found',
    code: 'media.upload_not_found',
    message: 'This upload does not exist or has expired.',
  }),
  /** A stored image no derived copy can be made of (too tall for its width, or unreadable). */
  notDerivable: defineError({
    kind: 'not_found',
    code: 'media.not_derivable',
    message: 'This image cannot be made in this size or format.',
  }),
  kindMismatch: (expected: string) =>
    new AppError('invalid', 'media.kind_mismatch', errors.uploadFileProblem, {
      file: `Replace it with another ${expected} file.`,
    }),
};
