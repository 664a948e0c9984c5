// The panel for whatever the table has to enter next, by phase of the game.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Ending, GameState } from '../../game/state';
import { t } from '../i18n/i18n';
import { moduleLoader, useLazyModule, whenIdle } from '../lazy';
import { PawnsPanel } from './pawns-panel';

/** The end of the game and its result (once a game), his surfacing (once in five rounds) and the
 *  question whether he was where a pawn landed: not part of the table screen's page load. Fetched
 *  at the first idle moment after the screen is drawn, so they show at once when they come (a
 *  reload onto one of them waits for it: main.tsx). */
const loadEndPanels = moduleLoader(() => import('./end-panels'));
const loadRevealPanel = moduleLoader(() => import('./reveal-panel'));
const loadQuestionPanel = moduleLoader(() => import('./outcome-panels'));
/** Mister X's tickets for the table to tap, when a person plays him (never in Dragnet's games). */
const loadXTurnPanel = moduleLoader(() => import('./x-turn-panel'));
/** All three (settled, never failing): the update waits for them too, so no download of the old
 *  version is under way when the new one takes over (ui/platform/service-worker.ts). */
export function loadTurnPanels(): Promise<unknown> {
  return Promise.allSettled([loadXTurnPanel(), loadEndPanels(), loadRevealPanel(), loadQuestionPanel()]);
}
whenIdle(() => void loadTurnPanels());

/** The panel module `state` opens on, fetched before the first frame of a page reloaded there (a
 *  reload during a surfacing, a question or at the end then draws it at once, with the rest). */
export function loadPanelsFor(state: GameState): Promise<unknown> {
  if (state.phase === 'over' || (state.phase === 'x-turn' && state.announcement)) return loadEndPanels();
  if (state.phase === 'x-reveal') return loadRevealPanel();
  if (state.phase === 'question') return loadQuestionPanel();
  if (state.phase === 'x-turn') return loadXTurnPanel();
  return Promise.resolve();
}

function XTurnPanel(props: { state: GameState }) {
  const panel = useLazyModule(loadXTurnPanel);
  return panel && <panel.XTurnPanel {...props} />;
}

function RevealPanel(props: { state: GameState }) {
  const panel = useLazyModule(loadRevealPanel);
  return panel && <panel.RevealPanel {...props} />;
}

function QuestionPanel(props: { state: GameState }) {
  const panel = useLazyModule(loadQuestionPanel);
  return panel && <panel.QuestionPanel {...props} />;
}

function AnnouncementPanel(props: { ending: Ending; onCarryOn: (() => void) | null }) {
  const panels = useLazyModule(loadEndPanels);
  return panels && <panels.AnnouncementPanel {...props} />;
}

function OverPanel(props: { state: GameState; onNewGame: () => void; onReview: () => void }) {
  const panels = useLazyModule(loadEndPanels);
  return panels && <panels.OverPanel {...props} />;
}

/** The table's side of a game Dragnet plays as Mister X (loaded on demand by the table screen). */
export type DragnetSide = typeof import('../dragnet/dragnet-table');

interface TurnPanelProps {
  readonly state: GameState;
  readonly onNewGame: () => void;
  readonly onReview: () => void;
  /** In a game Dragnet plays as Mister X: his side of the table; he enters his own turns. */
  readonly dragnet?: { readonly side: DragnetSide; readonly id: string; readonly retry: () => void } | null;
  /** Not yet known who plays Mister X (or Dragnet's side still loading): his turn waits. */
  readonly waitingForX?: boolean;
}

export function TurnPanel(props: TurnPanelProps) {
  const holder = useRef<HTMLDivElement>(null);
  // After an entry the button that was pressed is often gone: keyboard focus moves on to what
  // the table enters next (the panel's heading), instead of falling back to the page.
  useEffect(() => {
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused.isConnected) return;
    holder.current?.querySelector<HTMLElement>('.panel-title')?.focus({ preventScroll: true });
  }, [props.state.events]);
  return (
    <div ref={holder}>
      <PhasePanel {...props} />
    </div>
  );
}

function PhasePanel({ state, onNewGame, onReview, dragnet, waitingForX }: TurnPanelProps) {
  // "Carry on" hides an announcement until the next event changes the state.
  const [carriedOn, setCarriedOn] = useState<number | null>(null);
  const announcement = state.announcement && carriedOn !== state.events ? state.announcement : null;
  if (waitingForX && (state.phase === 'x-turn' || state.phase === 'x-reveal' || state.phase === 'question')) {
    return <WaitingForX />;
  }
  if (dragnet) {
    const { DragnetTurn, RevealedRoute } = dragnet.side;
    switch (state.phase) {
      case 'x-turn':
        // An end the rules announce is the table's to confirm; Dragnet does not play on past it.
        return announcement && state.doubleStep === 0 ? (
          <AnnouncementPanel ending={announcement} onCarryOn={null} />
        ) : (
          <DragnetTurn state={state} onRetry={dragnet.retry} />
        );
      case 'x-reveal':
      case 'question':
        return <DragnetTurn state={state} onRetry={dragnet.retry} />;
      case 'over':
        return (
          <>
            <OverPanel state={state} onNewGame={onNewGame} onReview={onReview} />
            <RevealedRoute id={dragnet.id} state={state} />
          </>
        );
      case 'pawns':
        break;
    }
  }
  switch (state.phase) {
    case 'x-turn':
      // The table decides first: end the game, or carry on (then his tickets are entered).
      return announcement ? (
        <AnnouncementPanel ending={announcement} onCarryOn={() => setCarriedOn(state.events)} />
      ) : (
        <XTurnPanel state={state} />
      );
    case 'x-reveal':
      return <RevealPanel state={state} />;
    case 'pawns':
      return <PawnsPanel state={state} />;
    case 'question':
      return <QuestionPanel state={state} />;
    case 'over':
      return <OverPanel state={state} onNewGame={onNewGame} onReview={onReview} />;
  }
}

/** Mister X's part while the app does not yet know who plays him (the secret side answers a few ms
 *  after a reload): nothing to tap, so the table never enters a ticket for Dragnet. */
function WaitingForX() {
  return (
    <section class="panel" aria-labelledby="x-waiting-title" aria-busy="true">
      <h2 id="x-waiting-title" class="panel-title" tabIndex={-1}>
        {t('x.waitingTitle')}
      </h2>
      <p role="status">{t('x.waiting')}</p>
    </section>
  );
}
