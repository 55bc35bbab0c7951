import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import '../styles/base.css';
import '../styles/fields.css';
import '../styles/home.css';
import { createEditorQueryClient } from '../shared/queries';
import { HomeApp } from './home-app';

const root = document.getElementById('root');
// The same cache of server answers as the editor's (shared/queries.ts): the sites and the templates.
const queryClient = createEditorQueryClient();
if (root)
  createRoot(root).render(
    <QueryClientProvider client={queryClient}>
      <HomeApp />
    </QueryClientProvider>,
  );
