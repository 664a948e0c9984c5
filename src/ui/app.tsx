// The app shell: the set-up screen until a game starts, then the table screen. The game in
// progress is restored at start-up and every change is saved as it happens (store/autosave).
import { useState } from 'preact/hooks';
import { AppMenu } from './app-menu';
import { AppNotices } from './app-notices';
import { GameScreen } from './game/game-screen';
import { t } from './i18n/i18n';
import { SetupScreen } from './setup/setup-screen';
import { replayed, session, startSession } from './state/game-store';

export function App() {
  const [menuOpen, setMenuOpen] = useState(false);
  const current = session.value;
  const replay = replayed.value;
  const newGame = () => {
    setMenuOpen(false);
    startSession(null);
  };
  return (
    <>
      <AppNotices />
      {current && replay ? (
        <GameScreen session={current} replay={replay} onMenu={() => setMenuOpen(true)} onNewGame={newGame} />
      ) : (
        <>
          <button type="button" class="app-menu-button" onClick={() => setMenuOpen(true)} aria-label={t('game.menu')}>
            ☰
          </button>
          <SetupScreen onStart={startSession} />
        </>
      )}
      {menuOpen && <AppMenu onClose={() => setMenuOpen(false)} onNewGame={current ? newGame : null} />}
    </>
  );
}
