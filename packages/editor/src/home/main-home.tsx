import { createRoot } from 'react-dom/client';
import '../styles/base.css';
import '../styles/fields.css';
import '../styles/home.css';
import { HomeApp } from './home-app';

const root = document.getElementById('root');
if (root) createRoot(root).render(<HomeApp />);
