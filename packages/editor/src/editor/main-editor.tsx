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
import { EditorApp } from './editor-app';

const root = document.getElementById('root');
// No StrictMode: its double-run of effects would try to redeem the single-use handoff token twice.
if (root) createRoot(root).render(<EditorApp />);
