// Bootstrap: apply the saved preferences, reopen the game in progress, save every change from
// then on, and render.
import { render } from 'preact';
import { restoreCurrentSession, startAutosave } from './store/autosave';
import { loadSettings } from './store/settings';
import { App } from './ui/app';
import { session, startSession } from './ui/state/game-store';
import { showSettings } from './ui/state/preferences';
import './ui/app.css';

async function start(): Promise<void> {
  const root = document.getElementById('app');
  if (!root) return;
  const [settings, restored] = await Promise.all([
    loadSettings().catch(() => null),
    restoreCurrentSession().catch(() => null),
  ]);
  if (settings) showSettings(settings);
  if (restored?.ok) startSession(restored.session);
  startAutosave(session);
  render(<App />, root);
}

void start();
