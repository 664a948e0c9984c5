// The table screen: the map with every station Mister X could be on, the panel for what to enter
// next, his travel log, and sheets for tickets, moves and corrections. Phone: map above panel;
// tablet landscape: map beside it (game.css).
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Replay } from '../../game/replay';
import type { Session } from '../../game/session';
import { adviceModule, adviceShown } from '../advice/advice-entry';
import { language } from '../i18n/i18n';
import { GoToStation } from '../map/go-to-station';
import { LondonMap } from '../map/london-map';
import { MapLegend } from '../map/map-legend';
import { mapTextsFor } from '../map/map-texts';
import { selectedPawn } from '../state/game-store';
import { settings } from '../state/preferences';
import { activePawn, destinations, selectPawn, tapStation } from '../state/table-actions';
import { CandidatesSheet } from './candidates-sheet';
import { EditEvent } from './edit-event';
import { GameBar } from './game-bar';
import { HistorySheet } from './history-sheet';
import { mapPawns } from './map-pawns';
import { Notices } from './notices';
import { TicketsSheet } from './tickets-sheet';
import { TravelLog } from './travel-log';
import { TurnPanel } from './turn-panel';
import './game.css';

type Overlay =
  | { kind: 'candidates' }
  | { kind: 'tickets' }
  | { kind: 'history' }
  | { kind: 'edit'; index: number }
  | null;

interface GameScreenProps {
  readonly session: Session;
  readonly replay: Replay;
  readonly onMenu: () => void;
  readonly onNewGame: () => void;
  readonly onReview: () => void;
}

export function GameScreen({ session, replay, onMenu, onNewGame, onReview }: GameScreenProps) {
  const [overlay, setOverlay] = useState<Overlay>(null);
  const [focusStation, setFocusStation] = useState<number | null>(null);
  const states = replay.states;
  const state = states[states.length - 1];
  // Selecting a pawn changes only the selection: what depends on the game state alone is built
  // once per state, so a tap re-renders no more than the highlight (npm run bench times it).
  const pawns = useMemo(() => (state ? mapPawns(state) : []), [state]);
  const log = useMemo(
    () => state && <TravelLog state={state} onEditEntry={(index) => setOverlay({ kind: 'edit', index })} />,
    [state],
  );
  const panel = useRef<HTMLDivElement>(null);
  // Each entry changes what the panel asks: start it at the top, so a warning is never scrolled away.
  useEffect(() => {
    panel.current?.scrollTo?.({ top: 0 });
  }, [state?.events]);
  if (!state) return null;
  const active = activePawn.value;
  const texts = mapTextsFor(language.value);
  const activeId = active === null ? null : (state.game.setup.pawns[active]?.id ?? null);
  const advised = settings.value.advice && state.phase === 'pawns' && adviceShown.value ? adviceModule.value : null;
  return (
    <div class="game">
      <GameBar
        state={state}
        states={states}
        events={session.events}
        onTickets={() => setOverlay({ kind: 'tickets' })}
        onHistory={() => setOverlay({ kind: 'history' })}
        onMenu={onMenu}
        onCandidates={() => setOverlay({ kind: 'candidates' })}
      />
      <div class="game-map">
        <LondonMap
          board={state.game.board}
          candidates={state.candidates}
          pawns={pawns}
          lastRevealed={state.revealed?.station ?? null}
          destinations={destinations.value}
          selectedPawn={activeId ?? selectedPawn.value}
          onStationTap={(station) => advised?.takeAdviceAt(station) || tapStation(station)}
          overlay={advised && <advised.AdviceMarks />}
          onPawnTap={selectPawn}
          focusStation={focusStation}
          onFocusHandled={() => setFocusStation(null)}
          texts={texts}
        />
        <GoToStation board={state.game.board} onGo={setFocusStation} texts={texts} />
      </div>
      <div class="game-panel" ref={panel}>
        <Notices states={states} events={session.events} onReview={() => setOverlay({ kind: 'history' })} />
        <TurnPanel state={state} onNewGame={onNewGame} onReview={onReview} />
        {log}
        <details class="map-key">
          <summary>{texts.legendName}</summary>
          <MapLegend texts={texts} />
        </details>
      </div>
      {overlay?.kind === 'candidates' && (
        <CandidatesSheet
          state={state}
          onShow={(station) => {
            setOverlay(null);
            setFocusStation(station);
          }}
          onClose={() => setOverlay(null)}
        />
      )}
      {overlay?.kind === 'tickets' && <TicketsSheet state={state} onClose={() => setOverlay(null)} />}
      {overlay?.kind === 'history' && (
        <HistorySheet
          states={states}
          events={session.events}
          onEdit={(index) => setOverlay({ kind: 'edit', index })}
          onClose={() => setOverlay(null)}
        />
      )}
      {overlay?.kind === 'edit' && (
        <EditEvent
          setup={session.setup}
          states={states}
          events={session.events}
          index={overlay.index}
          onClose={() => setOverlay(null)}
        />
      )}
    </div>
  );
}
