import { usePageText } from './page-messages';

interface LockViewProps {
  pageId: string;
  pageTitle: string;
  crumb: string;
  error?: string;
}

const PASSWORD_ID = 'page-password';
const ERROR_ID = 'page-password-error';

/**
 * Page type 103. A plain form POST to /api/pages/unlock (docs/api.md): it works without
 * JavaScript, and the crumb travels as a form field as plain HTML forms send it.
 */
export function LockView({ pageId, pageTitle, crumb, error }: LockViewProps) {
  const text = usePageText();
  return (
    <div className="system-page system-page--lock">
      <svg
        className="system-page__icon"
        viewBox="0 0 24 24"
        width="28"
        height="28"
        aria-hidden="true"
        focusable="false"
      >
        <rect
          x="5"
          y="10.5"
          width="14"
          height="10"
          rx="2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
        />
        <path d="M8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3" fill="none" stroke="currentColor" strokeWidth="1.75" />
      </svg>
      <h1 className="system-page__title">{text('lockHeading')}</h1>
      <p className="system-page__lead">{text('lockIntro', { title: pageTitle })}</p>
      <form className="lock-form" action="/api/pages/unlock" method="post">
        <input type="hidden" name="pageId" value={pageId} />
        <input type="hidden" name="crumb" value={crumb} />
        <label className="field-label" htmlFor={PASSWORD_ID}>
          {text('passwordLabel')}
        </label>
        {error ? (
          <p className="form-error" id={ERROR_ID} role="alert">
            {text.fromEnglish(error)}
          </p>
        ) : null}
        <div className="lock-form__row">
          <input
            className="field lock-form__input"
            type="password"
            id={PASSWORD_ID}
            name="password"
            autoComplete="current-password"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ERROR_ID : undefined}
          />
          <button className="button button--medium" type="submit">
            {text('unlock')}
          </button>
        </div>
      </form>
    </div>
  );
}
