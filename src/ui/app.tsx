// The app shell: the set-up screen until a game starts, then the table screen; past games and the
// review of a game are screens of their own. Every screen is its own download, loaded when first
// shown (main.tsx fetches the first one before the first render), so a page load brings the shell
// and one screen. The game in progress is
// restored at start-up and every change is saved as it happens (store/autosave).
import { useEffect, useState } from 'preact/hooks';
import type { Session } from '../format/session';
import { AppNotices } from './app-notices';
import { t } from './i18n/i18n';
import { Loading, moduleLoader, useLazyModule, whenIdle } from './lazy';
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
  // The saved games are one tap away once the menu is open: their screen starts loading now.
  const openMenu = () => {
    setMenuOpen(true);
    void loadArchiveScreen().catch(() => undefined);
  };
  const menuButton = (
    <button type="button" class="app-menu-button" onClick={openMenu} aria-label={t('game.menu')}>
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
          <Table
            session={current}
            replay={replay}
            notices={<AppNotices />}
            onMenu={openMenu}
            onNewGame={newGame}
            onReview={() => setView({ kind: 'review', session: current, back: 'table' })}
          />
        ) : (
          <>
            {menuButton}
            <AppNotices />
            <Setup onStart={startSession} />
          </>
        );
      break;
  }
  // The app's notices take their own place, never over the screen: at the head of the set-up's own
  // page, scrolling away with its title (never staying over the screen while the table scrolls to
  // the start cards and Start); above the saved games and the review; during a game at the top of
  // the table's panel (so the map keeps its size and the game bar stays clear).
  return (
    <div class="app">
      {view.kind !== 'table' && <AppNotices />}
      <div class="app-screen">{screen}</div>
      {menuOpen && (
        <Menu
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

type TableModule = typeof import('./game/game-screen');
type SetupModule = typeof import('./setup/setup-screen');

/** The screens a page load may open with, fetched on demand (and first by main.tsx). Once loaded
 *  they are drawn at once, without a "Loading" frame. */
export const loadTableScreen = moduleLoader(() => import('./game/game-screen'));
export const loadSetupScreen = moduleLoader(() => import('./setup/setup-screen'));

function Table(props: Parameters<TableModule['GameScreen']>[0]) {
  const loaded = useLazyModule(loadTableScreen);
  return loaded ? <loaded.GameScreen {...props} /> : <Loading />;
}

function Setup(props: Parameters<SetupModule['SetupScreen']>[0]) {
  const loaded = useLazyModule(loadSetupScreen);
  return loaded ? <loaded.SetupScreen {...props} /> : <Loading />;
}

/** The menu, loaded when first opened. */
function Menu(props: Parameters<typeof import('./app-menu').AppMenu>[0]) {
  const loaded = useLazyModule(() => import('./app-menu'));
  return loaded && <loaded.AppMenu {...props} />;
}

interface ArchiveProps {
  onOpen(session: Session): void;
  onReview(session: Session): void;
  onClose(): void;
}

/** The saved games, fetched when the menu opens (drawn at once if loaded by then). */
const loadArchiveScreen = moduleLoader(() => import('./archive/archive-screen'));

/** The review, fetched when the saved games are shown (their "Review" opens it at once), with
 *  which games have their analysis kept. */
const loadReviewScreen = moduleLoader(() => import('./review/review-screen'));

function Archive(props: ArchiveProps) {
  const loaded = useLazyModule(loadArchiveScreen);
  useEffect(
    () =>
      whenIdle(
        () =>
          void loadReviewScreen()
            .then((review) => review.prepareReview())
            .catch(() => undefined),
      ),
    [],
  );
  return loaded ? <loaded.ArchiveScreen {...props} /> : <Loading />;
}

function Review(props: { session: Session; onClose(): void }) {
  const loaded = useLazyModule(loadReviewScreen);
  return loaded ? <loaded.ReviewOpener {...props} /> : <Loading />;
}
