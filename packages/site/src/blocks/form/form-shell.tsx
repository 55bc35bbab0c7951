import type { FormPostSubmit, FormRenderState } from '@atelier/domain';
import type { ReactNode } from 'react';
import { useText } from '../../i18n/use-text';
import { useFormPage } from './form-page-context';

export interface FormShellProps {
  formId: string;
  title?: string;
  /** Extra words under the title (the newsletter's description). */
  intro?: string;
  postSubmit: FormPostSubmit;
  captcha: boolean;
  /** The spec's "problem above / below" messages; newsletter forms do not show them. */
  problemMessages: boolean;
  state?: FormRenderState;
  /** The fields; a newsletter puts its button among them. */
  children: ReactNode;
  /** The submit button, after the captcha and the message; absent when the fields hold it. */
  submit?: ReactNode;
}

/** The post-submit message or the owner's HTML, as shown once a submission is accepted. */
function PostSubmitContent({ postSubmit, formId }: { postSubmit: FormPostSubmit; formId: string }) {
  const page = useFormPage();
  const text = useText('form');
  switch (postSubmit.kind) {
    case 'html':
      // The owner's HTML and its scripts run in a sandboxed frame with an opaque origin: this host
      // also serves the editor and holds owners' sessions, which no page content may reach.
      return (
        <iframe
          className="form-block__post-submit-frame"
          title={text('postSubmitFrameTitle')}
          sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation allow-forms"
          src={`/api/form/post-submit?formId=${encodeURIComponent(formId)}&pageId=${encodeURIComponent(page.pageId)}`}
        />
      );
    case 'redirect':
      return (
        <p className="form-block__post-submit-message">
          <a href={postSubmit.url}>{text('continueLink')}</a>
        </p>
      );
    default:
      // The default "Thank you!" in the page's language; the owner's own message as written.
      return <p className="form-block__post-submit-message">{text.fromEnglish(postSubmit.message)}</p>;
  }
}

function Heading({ title, intro }: Pick<FormShellProps, 'title' | 'intro'>) {
  return (
    <>
      {title ? <h2 className="form-block__title">{title}</h2> : null}
      {intro ? <p className="form-block__intro">{intro}</p> : null}
    </>
  );
}

/**
 * A form that works without JavaScript: a POST to /api/form/submit with the page's fields as
 * hidden inputs. The behaviour takes it over when it loads. After a script-free POST, `state`
 * puts the visitor's values and errors back, or shows only the post-submit content.
 */
export function FormShell(props: FormShellProps) {
  const { formId, postSubmit, captcha, state } = props;
  const page = useFormPage();
  const text = useText('form');
  if (state?.status === 'succeeded') {
    return (
      <div className="form-block__success" tabIndex={-1}>
        <PostSubmitContent postSubmit={postSubmit} formId={formId} />
      </div>
    );
  }
  const failed = state?.status === 'failed';
  const problems = props.problemMessages && failed;
  return (
    <>
      <Heading title={props.title} intro={props.intro} />
      <form
        className="form-block__form"
        method="post"
        action="/api/form/submit"
        data-form-id={formId}
        data-success-url={postSubmit.kind === 'redirect' ? postSubmit.url : undefined}
      >
        <p className="form-block__problem form-error">{problems ? text('problemAbove') : null}</p>
        <input type="hidden" name="formId" value={formId} />
        <input type="hidden" name="pageId" value={page.pageId} />
        <input type="hidden" name="pagePath" value={page.pagePath} />
        <input type="hidden" name="pageTitle" value={page.pageTitle} />
        {props.children}
        {captcha ? <div className="form-block__captcha" /> : null}
        {/* Always present, so assistive technology announces a message the moment it is written. */}
        <p className="form-block__message form-error" role="alert" tabIndex={-1}>
          {failed && state.message ? text.fromEnglish(state.message) : null}
        </p>
        {props.submit}
        <p className="form-block__problem form-error">{problems ? text('problemBelow') : null}</p>
      </form>
      {postSubmit.kind === 'redirect' ? null : (
        <template className="form-block__post-submit">
          <PostSubmitContent postSubmit={postSubmit} formId={formId} />
        </template>
      )}
      <div className="form-block__success" tabIndex={-1} hidden />
    </>
  );
}
