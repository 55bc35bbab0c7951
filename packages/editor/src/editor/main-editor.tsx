import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import '../styles/base.css';
import '../styles/fields.css';
import '../styles/editor.css';
import '../styles/editor-blocks.css';
import '../styles/editor-rich-text.css';
import '../styles/data-table.css';
import '../styles/forms.css';
import '../styles/privacy.css';
import '../styles/analytics.css';
import '../styles/publishing.css';
import '../styles/design.css';
import '../styles/languages.css';
import '../styles/layout-editor.css';
import '../styles/phone.css';
import { createEditorQueryClient } from '../shared/queries';
import { EditorApp } from './editor-app';

const root = document.getElementById('root');
// One cache of server answers for the whole editor (shared/queries.ts).
const queryClient = createEditorQueryClient();
// No StrictMode: its double-run of effects would try to redeem the single-use handoff token twice.
if (root)
  createRoot(root).render(
    <QueryClientProvider client={queryClient}>
      <EditorApp />
    </QueryClientProvider>,
  );
