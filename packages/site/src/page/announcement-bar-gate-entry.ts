import { startAnnouncementBar } from './announcement-bar-gate';

// Built as a classic script (build-classic.ts): it runs where the page names it, before the paint.
startAnnouncementBar(document, () => window.sessionStorage);
