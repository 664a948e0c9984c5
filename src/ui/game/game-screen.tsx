// The table screen: the map with every station Mister X could be on, the panel for what to enter
// next, his travel log, and sheets for tickets, moves and corrections. Phone: map above panel;
// tablet landscape: map beside it (game.css).
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Session } from '../../format/session';
import type { GameEvent } from '../../game/events';
import type { Replay } from '../../game/replay';
import { adviceModule, adviceShown, adviceTagsShown, openFix } from '../advice/advice-state';
import { language } from '../i18n/i18n';
import { moduleLoader } from '../lazy';
import { GoToStation } from '../map/go-to-station';
import { mapTextsFor } from '../map/map-texts';
import { followLikelihood, likelihood } from '../state/likelihood';
import { settings } from '../state/preferences';
import { tapStation } from '../state/table-actions';
import { playedByDragnet, xPlayer } from '../state/x-player';
import { GameBar } from './game-bar';
import { MapKey } from './map-key';
import { mapPawns } from './map-pawns';
import { MovesOverlay } from './moves-overlay';
import { Notices } from './notices';
import { TableMap } from './table-map';
import { TableSheet } from './table-sheet';
import { TravelLog } from './travel-log';
import type { DragnetSide } from './turn-panel';
import { TurnPanel } from './turn-panel';
import './game.css';

/** The table's side of a game Dragnet plays as Mister X: loaded only in such a game. */
const loadDragnetSide = moduleLoader(() => import('../dragnet/dragnet-table'));

/** The secret side, which finds out who plays Mister X in the game and, for Dragnet, plays him. */
const loadSecretSide = () => import('../secret/dragnet-x');

/** Follows the game `id` on the secret side; the table's side of Dragnet once he plays it, and
 *  whether Mister X's turn has to wait: until the secret side has said who plays him (a few ms
 *  after a reload), and for Dragnet until his side of the table is loaded, his turn shows no
 *  ticket a person would tap. */
function useDragnet(id: string): { readonly side: DragnetSide | null; readonly waiting: boolean } {
  const [side, setSide] = useState<DragnetSide | null>(loadDragnetSide.current);
  const byDragnet = playedByDragnet(id);
  const known = xPlayer.value?.id === id;
  useEffect(() => {
    loadSecretSide()
      .then((secret) => secret.followGame(id))
      .catch(() => {
        xPlayer.value = { id, kind: 'person' };
      });
  }, [id]);
  useEffect(() => {
    if (byDragnet && !side) void loadDragnetSide().then((loaded) => setSide(() => loaded));
  }, [byDragnet]);
  return { side: byDragnet ? side : null, waiting: !known || (byDragnet && !side) };
}

type Overlay =
  | { kind: 'candidates' }
  | { kind: 'tickets' }
  | { kind: 'history' }
  | { kind: 'edit'; index: number; proposed?: GameEvent | null; fromList?: boolean }
  | null;

interface GameScreenProps {
  readonly session: Session;
  readonly replay: Replay;
  /** The app's own notices (two tabs, saving): shown at the top of the panel, never over the bar. */
  readonly notices?: ComponentChildren;
  readonly onMenu: () => void;
  readonly onNewGame: () => void;
  readonly onReview: () => void;
}

/** main.tsx: the turn panel a reloaded game opens on comes with the first frame, and an update waits
 *  for all of them. */
export { loadPanelsFor, loadTurnPanels } from './turn-panel';

export function GameScreen({ session, replay, notices, onMenu, onNewGame, onReview }: GameScreenProps) {
  const [overlay, setOverlay] = useState<Overlay>(null);
  const [focusStation, setFocusStation] = useState<number | null>(null);
  const { side: dragnet, waiting: waitingForX } = useDragnet(session.id);
  const states = replay.states;
  const state = states[states.length - 1];
  // Selecting a pawn changes only the selection: what depends on the game state alone is built
  // once per state, so a tap re-renders no more than the highlight (npm run bench times it).
  const pawns = useMemo(() => (state ? mapPawns(state) : []), [state]);
  const log = useMemo(
    () => state && <TravelLog state={state} onEditEntry={(index) => setOverlay({ kind: 'edit', index })} />,
    [state],
  );
  // How likely each candidate is: worked out in a worker after every entry, drawn when it answers.
  useEffect(() => followLikelihood(), []);
  const chances = likelihood.value;
  const panel = useRef<HTMLDivElement>(null);
  // Each entry changes what the panel asks: start it at the top, so a warning is never scrolled away.
  useEffect(() => {
    panel.current?.scrollTo?.({ top: 0 });
  }, [state?.events]);
  if (!state) return null;
  const texts = mapTextsFor(language.value);
  const called = dragnet?.entriesToCall(session.id, state) ?? [];
  const advised = settings.value.advice && state.phase === 'pawns' && adviceShown.value ? adviceModule.value : null;
  // A likely mistake opens the correction sheet with its fix filled in, from the notice or the advice.
  const fix = (index: number, proposed: GameEvent | null) => setOverlay({ kind: 'edit', index, proposed });
  openFix.current = fix;
  return (
    <div class="game">
      <GameBar
        state={state}
        onTickets={() => setOverlay({ kind: 'tickets' })}
        onHistory={() => setOverlay({ kind: 'history' })}
        onMenu={onMenu}
        onCandidates={() => setOverlay({ kind: 'candidates' })}
      />
      <div class="game-map">
        <TableMap
          state={state}
          pawns={pawns}
          likelihood={chances}
          onStationTap={(station) => advised?.takeAdviceAt(station) || tapStation(station)}
          overlay={advised && <advised.AdviceMarks />}
          tags={advised?.adviceTags()}
          onTagsShown={(shown) => (adviceTagsShown.value = shown)}
          focusStation={focusStation}
          onFocusHandled={() => setFocusStation(null)}
          texts={texts}
          toolbar={<GoToStation board={state.game.board} onGo={setFocusStation} texts={texts} />}
        />
      </div>
      <div class="game-panel" ref={panel}>
        {/* Once the game is over its result comes first: a notice (how to keep the saved games,
            shown after a first game) follows it instead of pushing it below a phone's fold. */}
        {state.phase !== 'over' && notices}
        <Notices states={states} events={session.events} onReview={() => setOverlay({ kind: 'history' })} onFix={fix} />
        {dragnet && <dragnet.NotThere state={state} />}
        <TurnPanel
          state={state}
          onNewGame={onNewGame}
          onReview={onReview}
          waitingForX={waitingForX}
          dragnet={
            dragnet && { side: dragnet, id: session.id, retry: () => void loadSecretSide().then((s) => s.retry()) }
          }
        />
        {state.phase === 'over' && notices}
        {log}
        <MapKey texts={texts} />
      </div>
      {dragnet && called.length > 0 && (
        <dragnet.TicketCall key={state.log.length} id={session.id} state={state} entries={called} />
      )}
      {(overlay?.kind === 'candidates' || overlay?.kind === 'tickets') && (
        <TableSheet
          kind={overlay.kind}
          state={state}
          likelihood={chances}
          onShow={(station) => {
            setOverlay(null);
            setFocusStation(station);
          }}
          onClose={() => setOverlay(null)}
        />
      )}
      {(overlay?.kind === 'history' || overlay?.kind === 'edit') && (
        <MovesOverlay
          session={session}
          states={states}
          open={overlay}
          onEdit={(index) => setOverlay({ kind: 'edit', index, fromList: true })}
          onBack={() => setOverlay({ kind: 'history' })}
          onClose={() => setOverlay(null)}
        />
      )}
    </div>
  );
}
