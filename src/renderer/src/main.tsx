// First of all: a signed-in start sends its first screen's reads while the rest boots (issue 12).
import './app/start-early-reads';
// Base styles first, so feature stylesheets (imported by their components) can refine them.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { bootstrap } from './app/bootstrap';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

bootstrap()
  .then((routes) => {
    createRoot(container).render(
      <StrictMode>
        <BrowserRouter>
          <App routes={routes} />
        </BrowserRouter>
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    // Nothing else can render without the bridge; say so instead of a blank window.
    console.error(error);
    container.textContent = 'Conexão could not start. Please restart the app.';
  });
