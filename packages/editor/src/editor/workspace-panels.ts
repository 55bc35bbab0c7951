import { lazy } from 'react';

// The owner's panels load when first opened: the editor starts without their code.
export const FormsPanel = lazy(() => import('../forms/forms-panel').then((m) => ({ default: m.FormsPanel })));
export const AnalyticsPanel = lazy(() =>
  import('../analytics/analytics-panel').then((m) => ({ default: m.AnalyticsPanel })),
);
export const CookiePanel = lazy(() =>
  import('../privacy/cookie-panel').then((m) => ({ default: m.CookiePanel })),
);
export const StorePanel = lazy(() => import('../store/store-panel').then((m) => ({ default: m.StorePanel })));
export const MediaLibrary = lazy(() =>
  import('../media/media-library').then((m) => ({ default: m.MediaLibrary })),
);
export const MembersPanel = lazy(() =>
  import('../members/members-panel').then((m) => ({ default: m.MembersPanel })),
);
export const OverlaysPanel = lazy(() =>
  import('../growth/overlays-panel').then((m) => ({ default: m.OverlaysPanel })),
);
export const DonationsPanel = lazy(() =>
  import('../donations/donations-panel').then((m) => ({ default: m.DonationsPanel })),
);
