import type { SitePageInput } from './site-page-input';

export function SiteFooter({ footer }: Pick<SitePageInput, 'footer'>) {
  // Owners write the footer in a plain text box; each line they type stays a line.
  const lines = footer.text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: footer lines are static text without identity
          <p key={index} className="site-footer__text">
            {line}
          </p>
        ))}
      </div>
    </footer>
  );
}
