/** What the editor shows instead of the workspace when the site cannot be opened for this account. */
export function WorkspaceClosed({ reason, onSignOut }: { reason: string; onSignOut(): void }) {
  return (
    <main className="editor-signin">
      <section className="auth-card">
        <h1>This site cannot be opened</h1>
        <p className="form-error" role="alert">
          {reason}
        </p>
        <button type="button" className="button button--quiet" onClick={onSignOut}>
          Sign out
        </button>
      </section>
    </main>
  );
}
