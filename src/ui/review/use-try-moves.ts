// "Try it": the table picks a turn's moves again, from the position as it was, and Dragnet weighs
// them as the review weighed the moves it played (src/inference/review/review.ts, weighPlan, in the
// review worker). It starts from the moves played; a tap on a pawn and one on a station it can
// reach picks that pawn's move, as at the table. Only what the rules allow with the others' picks
// is offered (game/round-plan.ts); a tap elsewhere says why not. Every change weighs the moves
// again and drops the answer still due for the moves before.
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { StationId, TransportTicket } from '../../board/types';
import type { GameEvent } from '../../game/events';
import { pawnsToMove } from '../../game/pawn-moves';
import { type PlannedRide, plannedDestinations, plannedRefusal, unplannedPawns } from '../../game/round-plan';
import type { Setup } from '../../game/setup';
import type { GameState } from '../../game/state';
import type { DetectivesTurn, ReviewedMove, WeighedPlan } from '../../inference/review/review';
import { startReview } from '../../worker/review-client';
import { explain, pawnName } from '../game/texts';
import { t } from '../i18n/review-words';

export type TryVerdict =
  /** Pawns that can move have no move yet. */
  | { readonly kind: 'missing'; readonly pawns: readonly number[] }
  /** Weighing; what was said of the moves before stays, dimmed, until the answer comes. */
  | { readonly kind: 'working'; readonly before?: WeighedVerdict | undefined }
  /** Null: the moves cannot be entered together. */
  | WeighedVerdict
  | { readonly kind: 'failed' };

interface WeighedVerdict {
  readonly kind: 'weighed';
  readonly weighed: WeighedPlan | null;
}

export interface TicketQuestion {
  readonly pawn: number;
  readonly to: StationId;
  readonly tickets: readonly TransportTicket[];
}

export interface TryMoves {
  /** The pawns whose moves are picked, in turn order. */
  readonly movers: readonly number[];
  readonly picks: readonly PlannedRide[];
  readonly selected: number | null;
  /** Where the selected pawn may go with the others' picks, and with which tickets. */
  readonly destinations: ReadonlyMap<StationId, TransportTicket[]>;
  readonly asking: TicketQuestion | null;
  readonly refusal: string | null;
  readonly verdict: TryVerdict;
  pick(pawn: number, to: StationId, ticket: TransportTicket): void;
  select(pawn: number | null): void;
  tapStation(station: StationId): void;
  tapPawn(pawnId: string): void;
  /** Back to the moves the table played. */
  reset(): void;
}

interface TryRequest {
  readonly state: GameState;
  readonly turn: DetectivesTurn;
  readonly setup: Setup;
  readonly events: readonly GameEvent[];
  /** Weigh the picks (the table is trying); otherwise they wait. */
  readonly active: boolean;
}

const NONE: ReadonlyMap<StationId, TransportTicket[]> = new Map();

function playedRides(state: GameState, moves: readonly ReviewedMove[]): PlannedRide[] {
  return moves.flatMap((move) => {
    const pawn = state.game.pawnIndex.get(move.pawn);
    return pawn === undefined ? [] : [{ pawn, to: move.to, ticket: move.ticket }];
  });
}

const reviewed = (state: GameState, ride: PlannedRide): ReviewedMove => ({
  pawn: state.game.setup.pawns[ride.pawn]?.id ?? '',
  to: ride.to,
  ticket: ride.ticket,
});

export function useTryMoves({ state, turn, setup, events, active }: TryRequest): TryMoves {
  const played = useMemo(() => playedRides(state, turn.moves), [state, turn]);
  const [picks, setPicks] = useState<readonly PlannedRide[]>(played);
  const [selected, setSelected] = useState<number | null>(null);
  const [asking, setAsking] = useState<TicketQuestion | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [verdict, setVerdict] = useState<TryVerdict>({ kind: 'working' });
  const movers = useMemo(() => pawnsToMove(state), [state]);
  const destinations = useMemo(
    () => (selected === null ? NONE : plannedDestinations(state, selected, picks)),
    [state, selected, picks],
  );

  useEffect(() => {
    if (!active) return;
    const missing = unplannedPawns(state, picks);
    if (missing.length > 0) {
      setVerdict({ kind: 'missing', pawns: missing });
      return;
    }
    setVerdict((now) => ({
      kind: 'working',
      before: now.kind === 'weighed' ? now : now.kind === 'working' ? now.before : undefined,
    }));
    const best = turn.best.map(({ pawn, to, ticket }) => ({ pawn, to, ticket }));
    const tried = picks.map((ride) => reviewed(state, ride));
    return startReview({ kind: 'plan', setup, events, step: turn.step, best, tried }, (message) => {
      if (message.kind === 'plan') setVerdict({ kind: 'weighed', weighed: message.weighed });
      else if (message.kind === 'failed') setVerdict({ kind: 'failed' });
    });
  }, [active, state, turn, setup, events, picks]);

  const pick = (pawn: number, to: StationId, ticket: TransportTicket) => {
    setPicks((now) =>
      movers.flatMap((mover) => {
        if (mover === pawn) return [{ pawn, to, ticket }];
        const kept = now.find((ride) => ride.pawn === mover);
        return kept ? [kept] : [];
      }),
    );
    setSelected(null);
    setAsking(null);
    setRefusal(null);
  };
  const select = (pawn: number | null) => {
    setSelected(pawn);
    setAsking(null);
    setRefusal(null);
  };
  const tapStation = (station: StationId) => {
    const tickets = destinations.get(station);
    const standing = state.positions.indexOf(station);
    if (selected !== null && tickets) {
      const bobby = state.game.setup.pawns[selected]?.kind === 'bobby';
      if (tickets.length === 1 || bobby) pick(selected, station, tickets[0] as TransportTicket);
      else {
        setAsking({ pawn: selected, to: station, tickets });
        setRefusal(null);
      }
      return;
    }
    if (standing >= 0 && (standing === selected || movers.includes(standing))) {
      select(standing === selected ? null : standing);
      return;
    }
    setAsking(null);
    const refused = selected === null ? null : plannedRefusal(state, selected, station, picks);
    if (refused) setRefusal(explain(refused, state.game.setup));
    else if (standing >= 0) setRefusal(t('review.try.cannotMove', { pawn: pawnName(state, standing) }));
    else setRefusal(t('review.try.choosePawn'));
  };
  const tapPawn = (pawnId: string) => {
    const pawn = state.game.pawnIndex.get(pawnId);
    const station = pawn === undefined ? undefined : state.positions[pawn];
    if (station !== undefined) tapStation(station);
  };
  const reset = () => {
    setPicks(played);
    select(null);
  };
  return { movers, picks, selected, destinations, asking, refusal, verdict, pick, select, tapStation, tapPawn, reset };
}
