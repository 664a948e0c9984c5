// The table's map: the game state's marks plus what the selection adds (the active pawn and its
// destinations). It reads the selection itself, so a tap on a pawn re-renders the map and the
// pawns' panel, not the whole table screen (npm run bench times a tap at 4x CPU slowdown).
import type { ComponentChildren } from 'preact';
import type { StationId } from '../../board/types';
import { lastSeenStation } from '../../game/answers';
import type { GameState } from '../../game/state';
import { LondonMap, type TagsShown } from '../map/london-map';
import type { MapTexts } from '../map/map-texts';
import type { MapPawn, MapTag } from '../map/map-types';
import { selectedPawn, session } from '../state/game-store';
import { activePawn, destinations, tapPawn, tapStation } from '../state/table-actions';

interface TableMapProps {
  readonly state: GameState;
  readonly pawns: readonly MapPawn[];
  readonly likelihood: Float64Array | null;
  readonly focusStation: StationId | null;
  onFocusHandled(): void;
  readonly texts: MapTexts;
  readonly toolbar: ComponentChildren;
  /** A tap on a station (default: the table's usual meaning, table-actions.ts). */
  onStationTap?(station: StationId): void;
  /** Marks above the candidates (move advice). */
  readonly overlay?: ComponentChildren;
  /** Tags laid out with the percentages (the advice's). */
  readonly tags?: readonly MapTag[] | undefined;
  /** Told how many of `tags` the map shows whole. */
  readonly onTagsShown?: ((shown: TagsShown) => void) | undefined;
}

export function TableMap(props: TableMapProps) {
  const { state, pawns, likelihood, focusStation, onFocusHandled, texts, toolbar, overlay, tags } = props;
  const active = activePawn.value;
  const activeId = active === null ? null : (state.game.setup.pawns[active]?.id ?? null);
  return (
    <LondonMap
      board={state.game.board}
      candidates={state.candidates}
      pawns={pawns}
      lastRevealed={lastSeenStation(state)}
      destinations={destinations.value}
      selectedPawn={activeId ?? selectedPawn.value}
      likelihood={likelihood}
      onStationTap={props.onStationTap ?? tapStation}
      overlay={overlay}
      tags={tags}
      onTagsShown={props.onTagsShown}
      onPawnTap={tapPawn}
      focusStation={focusStation}
      onFocusHandled={onFocusHandled}
      texts={texts}
      toolbar={toolbar}
      viewKey={session.value ? `table:${session.value.id}` : undefined}
      asked={state.phase === 'question' ? (state.question?.station ?? null) : null}
    />
  );
}
