import { CalendarContext } from '../blocks/calendar/calendar-context';
import { FormPageContext } from '../blocks/form/form-page-context';
import { MediaContext, mediaRenderState } from '../blocks/image/media-context';
import { LanguageLinksContext } from '../blocks/language-links/language-links-context';
import { MemberAreaContext } from '../blocks/member-area/member-area-context';
import { ProductContext } from '../blocks/product/product-context';
import { LocaleContext, pageLocale } from '../i18n/locale-context';
import { MessageScreen } from '../screens/message/message-screen';
import { ScreenBody } from '../screens/screen-body';
import { PopupOverlay } from '../widgets/popup-overlay/popup-overlay-view';
import { AnnouncementBarArea } from './announcement-bar';
import { BLOCK_ANIMATION_BEHAVIOUR, chosenBlockAnimation } from './block-animation';
import { LockView } from './lock-view';
import { NotFoundView } from './not-found-view';
import { PageHead } from './page-head';
import { usePageText } from './page-messages';
import { PageSections } from './page-sections';
import { SearchView } from './search-view';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import type { PageBody, SitePageInput } from './site-page-input';

const MAIN_ID = 'main';

/** The whole document a visitor receives: head, skip link, header, main, footer. */
export function SitePage(input: SitePageInput) {
  return (
    <html lang={input.lang}>
      <PageHead {...input} />
      <LocaleContext.Provider value={pageLocale(input.lang, input.home)}>
        <body className={`site-page site-page--${input.body.kind}`}>
          <SkipLink />
          {input.announcementBar ? (
            <AnnouncementBarArea bar={input.announcementBar} gate={input.assets.announcementBarGate} />
          ) : null}
          <SiteHeader
            header={input.header}
            navigation={input.navigation}
            cartIndicator={input.cartIndicator}
            accountLink={input.accountLink}
            languages={input.languages}
            languageSuggestion={input.languageSuggestion}
            home={input.home}
          />
          {/* tabIndex lets the skip link move keyboard focus, not only the scroll position. */}
          <main
            className="site-main"
            id={MAIN_ID}
            tabIndex={-1}
            data-behaviour={blockAnimationBehaviour(input)}
          >
            <FormPageContext.Provider value={formPageInfo(input)}>
              <MediaContext.Provider value={mediaRenderState(input.media)}>
                <ProductContext.Provider value={input.products ?? {}}>
                  <MemberAreaContext.Provider value={input.memberAreas ?? {}}>
                    <LanguageLinksContext.Provider value={input.languages ?? []}>
                      <CalendarContext.Provider value={input.calendars ?? {}}>
                        <MainContent body={input.body} />
                      </CalendarContext.Provider>
                    </LanguageLinksContext.Provider>
                  </MemberAreaContext.Provider>
                </ProductContext.Provider>
              </MediaContext.Provider>
            </FormPageContext.Provider>
          </main>
          <SiteFooter footer={input.footer} />
          {input.popupOverlay ? (
            <FormPageContext.Provider value={formPageInfo(input)}>
              <PopupOverlay popup={input.popupOverlay} />
            </FormPageContext.Provider>
          ) : null}
        </body>
      </LocaleContext.Provider>
    </html>
  );
}

/**
 * The block animation's behaviour, named on <main> when the site's styles choose one: on a page of
 * blocks, and not in the editor's frame, where blocks are edited (spec 000 §9: never in edit mode).
 */
function blockAnimationBehaviour(input: SitePageInput): string | undefined {
  if (input.body.kind !== 'page' || input.assets.editorBridge) return undefined;
  return chosenBlockAnimation(input.styles) ? BLOCK_ANIMATION_BEHAVIOUR : undefined;
}

/** The first thing a keyboard reaches: past the header to the page's content, in the page's language. */
function SkipLink() {
  const text = usePageText();
  return (
    <a className="skip-link" href={`#${MAIN_ID}`}>
      {text('skipLink')}
    </a>
  );
}

/** What form blocks send about the page: the same values a script reads from the context and document. */
function formPageInfo(input: SitePageInput) {
  return {
    pageId: input.context.collectionId ?? '',
    pagePath: input.path ?? input.navigation.find((item) => item.current)?.path ?? '',
    pageTitle: input.title,
    formState: input.formState,
  };
}

function MainContent({ body }: { body: PageBody }) {
  switch (body.kind) {
    case 'page':
      return <PageSections document={body.document} />;
    case 'not-found':
      return <NotFoundView path={body.path} />;
    case 'lock':
      return (
        <LockView pageId={body.pageId} pageTitle={body.pageTitle} crumb={body.crumb} error={body.error} />
      );
    case 'search':
      return <SearchView query={body.query} results={body.results} />;
    case 'message':
      return <MessageScreen title={body.title} text={body.text} home={body.home} />;
    case 'store':
      return (
        <div className="store-screen">
          <ScreenBody view={body.screen} />
        </div>
      );
  }
}
