import {
  ANNOUNCEMENT_BAR_COLOURS,
  ANNOUNCEMENT_BAR_LIMITS,
  isAnnouncementLink,
  POPUP_OVERLAY_CONTENT,
  POPUP_OVERLAY_LIMITS,
  POPUP_OVERLAY_STYLES,
  POPUP_OVERLAY_TRIGGERS,
} from '@atelier/domain';
import { z } from 'zod';

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const whole = (range: { min: number; max: number }) =>
  z
    .number()
    .int('must be a whole number')
    .min(range.min, `must be at least ${range.min}`)
    .max(range.max, `must be at most ${range.max}`);
const link = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine(
      (url) => isAnnouncementLink(url.trim()),
      'must be a site path such as /workshop or an http(s) address',
    );

/** PUT /api/config/announcement-bar: the fields to change; left-out fields keep their value. */
export const AnnouncementBarBody = z.strictObject({
  settings: z.strictObject({
    enabled: z.boolean().optional(),
    text: text(ANNOUNCEMENT_BAR_LIMITS.text).optional(),
    linkText: text(ANNOUNCEMENT_BAR_LIMITS.linkText).optional(),
    linkUrl: link(ANNOUNCEMENT_BAR_LIMITS.linkUrl).optional(),
    colours: z.enum(ANNOUNCEMENT_BAR_COLOURS).optional(),
  }),
});
export type AnnouncementBarPatch = z.infer<typeof AnnouncementBarBody>['settings'];

const L = POPUP_OVERLAY_LIMITS;

/** PUT /api/config/popup-overlay: the fields to change; left-out fields keep their value. */
export const PopupOverlayBody = z.strictObject({
  settings: z.strictObject({
    style: z.enum(POPUP_OVERLAY_STYLES).optional(),
    enableMobile: z.boolean().optional(),
    version: whole(L.version).optional(),
    showUntilSignup: z.boolean().optional(),
    displayFrequency: whole(L.displayFrequency).optional(),
    trigger: z.enum(POPUP_OVERLAY_TRIGGERS).optional(),
    delaySeconds: whole(L.delaySeconds).optional(),
    scrollPercent: whole(L.scrollPercent).optional(),
    content: z.enum(POPUP_OVERLAY_CONTENT).optional(),
    title: text(L.title).optional(),
    text: text(L.text).optional(),
    buttonText: text(L.buttonText).optional(),
    buttonUrl: link(L.buttonUrl).optional(),
    successMessage: text(L.successMessage).optional(),
  }),
});
export type PopupOverlayPatch = z.infer<typeof PopupOverlayBody>['settings'];

/** GET /api/config/popup-overlay/report: days inclusive, either side may be open. */
export const PopupReportQuery = z.strictObject({
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
    .optional(),
});
