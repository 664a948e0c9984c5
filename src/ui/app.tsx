// The app shell: the set-up screen until a game starts, then the table screen; past games and the
// review of a game are screens of their own, loaded when first opened. The game in progress is
// restored at start-up and every change is saved as it happens (store/autosave).
import { useState } from 'preact/hooks';
import type { Session } from '../format/session';
import { AppMenu } from './app-menu';
import { AppNotices } from './app-notices';
import { GameScreen } from './game/game-screen';
import { t } from './i18n/i18n';
import { Loading, useLazyModule } from './lazy';
import { SetupScreen } from './setup/setup-screen';
import { replayed, session, startSession } from './state/game-store';

type View =
  | { readonly kind: 'table' }
  | { readonly kind: 'archive' }
  | { readonly kind: 'review'; readonly session: Session; readonly back: 'table' | 'archive' };

export function App() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [view, setView] = useState<View>({ kind: 'table' });
  const current = session.value;
  const replay = replayed.value;
  const newGame = () => {
    setMenuOpen(false);
    setView({ kind: 'table' });
    startSession(null);
  };
  const menuButton = (
    <button type="button" class="app-menu-button" onClick={() => setMenuOpen(true)} aria-label={t('game.menu')}>
      ☰
    </button>
  );
  let screen: preact.JSX.Element;
  switch (view.kind) {
    case 'archive':
      screen = (
        <Archive
          onOpen={(opened) => {
            startSession(opened);
            setView({ kind: 'table' });
          }}
          onReview={(reviewed) => setView({ kind: 'review', session: reviewed, back: 'archive' })}
          onClose={() => setView({ kind: 'table' })}
        />
      );
      break;
    case 'review':
      screen = <Review session={view.session} onClose={() => setView({ kind: view.back })} />;
      break;
    case 'table':
      screen =
        current && replay ? (
          <GameScreen
            session={current}
            replay={replay}
            notices={<AppNotices />}
            onMenu={() => setMenuOpen(true)}
            onNewGame={newGame}
            onReview={() => setView({ kind: 'review', session: current, back: 'table' })}
          />
        ) : (
          <>
            {menuButton}
            <SetupScreen onStart={startSession} />
          </>
        );
      break;
  }
  // The app's notices take their own place, never over the screen: above it, or during a game at
  // the top of the table's panel (so the map keeps its size and the game bar stays clear).
  const inGame = view.kind === 'table' && current !== null && replay !== null;
  return (
    <div class="app">
      {!inGame && <AppNotices />}
      <div class="app-screen">{screen}</div>
      {menuOpen && (
        <AppMenu
          onClose={() => setMenuOpen(false)}
          onNewGame={current ? newGame : null}
          onPastGames={() => {
            setMenuOpen(false);
            setView({ kind: 'archive' });
          }}
        />
      )}
    </div>
  );
}

interface ArchiveProps {
  onOpen(session: Session): void;
  onReview(session: Session): void;
  onClose(): void;
}

function Archive(props: ArchiveProps) {
  const loaded = useLazyModule(() => import('./archive/archive-screen'));
  return loaded ? <loaded.ArchiveScreen {...props} /> : <Loading />;
}

function Review(props: { session: Session; onClose(): void }) {
  const loaded = useLazyModule(() => import('./review/review-screen'));
  return loaded ? <loaded.ReviewScreen {...props} /> : <Loading />;
}
