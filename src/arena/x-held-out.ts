// Mister X players who play as people do, not as the other bots do, to test the probabilities on
// habits no expert of the model was built from: no number of the model is chosen on their games
// (docs/probabilities.md). Each is a habit on the frame of x-habits.ts.

import type { StationId, Ticket } from '../board/types';
import type { XMove, XPolicy, XTurn } from './players';
import { habitX, pickBest, pickWeighted } from './x-habits';

/** Hugs the underground: stays on and around the stations with underground and bus lines, rides
 *  the underground whenever it takes him clear of the pawns, and hides those rides under black
 *  tickets after surfacing. */
export const tubeX = habitX('tube', (board) => {
  const hasLine = (station: StationId, line: 'underground' | 'bus') => board.neighbours(station, line).length > 0;
  return (turn, { near, safety, safe, justSurfaced }) => {
    if (turn.canDouble && safe.length === 0) return { kind: 'double' };
    const hunted = (near[turn.at] as number) <= 2;
    const value = (move: XMove) => {
      let v = 1.5 * safety(move) + turn.rng.next();
      if (safety(move) <= 1) v -= 100;
      if (hasLine(move.to, 'underground')) v += 2;
      if (hasLine(move.to, 'bus')) v += 1;
      if (move.ticket === 'underground') v += hunted ? 2.5 : 1;
      if (move.ticket === 'black') {
        // A black ticket on an underground line right after surfacing: the table cannot tell
        // how far he went. Otherwise he keeps them.
        const underground = board.neighbours(turn.at, 'underground').includes(move.to);
        v += justSurfaced && underground ? 3 : -6;
      }
      return v;
    };
    return { kind: 'move', move: pickBest(turn.moves, value) };
  };
});

/** Mixes caution with feints: mostly two rides or more from every pawn, choosing loosely among the
 *  safe moves; now and then he doubles back towards where he last surfaced, or steps towards the
 *  pawns to look bold; black tickets and double moves at random moments. */
export const feinterX = habitX('feinter', (_board, facts, setup) => (turn, { safety, safe, options, justSurfaced }) => {
  const { state } = turn;
  if (turn.canDouble) {
    const cornered = safe.length === 0;
    const surfacingNext = setup.surfacing.includes(state.log.length + 1);
    if (cornered || (justSurfaced && turn.rng.chance(0.25)) || (surfacingNext && turn.rng.chance(0.15)))
      return { kind: 'double' };
  }
  const seen = state.revealed?.station;
  const roll = turn.rng.next();
  if (roll < 0.15) {
    // A feint: the safe move closest to the pawns.
    return { kind: 'move', move: pickBest(options, (move) => -safety(move) + 0.5 * turn.rng.next()) };
  }
  if (roll < 0.3 && seen !== undefined && seen !== turn.at) {
    // Doubling back towards where the table last saw him.
    const row = seen * facts.size;
    return {
      move: pickBest(options, (move) => -(facts.distance[row + move.to] as number) + 0.5 * turn.rng.next()),
      kind: 'move',
    };
  }
  const blackNow = justSurfaced ? 0.35 : 0.05;
  const move = pickWeighted(turn, options, (move) => {
    let w = Math.exp(0.8 * safety(move) + 0.3 * (facts.hub[move.to] as number));
    if (move.ticket === 'black') w *= turn.rng.next() < blackNow ? 3 : 0.1;
    return w;
  });
  return { kind: 'move', move };
});

/** Stays near where he started: circles his start station, two rides or more from the pawns when
 *  he can, by taxi; a bus or a black ticket only to get out of a corner. */
export const homebodyX = habitX('homebody', (_board, facts) => {
  let home: StationId | null = null;
  return (turn, { safety, safe }) => {
    home ??= turn.at;
    if (turn.canDouble && safe.length === 0) return { kind: 'double' };
    const row = home * facts.size;
    const value = (move: XMove) => {
      let v =
        1.5 * safety(move, 3) - 0.9 * Math.min(6, facts.distance[row + move.to] as number) + 1.5 * turn.rng.next();
      if (safety(move) <= 1) v -= 50;
      if (move.ticket === 'bus' || move.ticket === 'underground') v -= 1;
      if (move.ticket === 'black') v -= 4;
      return v;
    };
    return { kind: 'move', move: pickBest(turn.moves, value) };
  };
});

/** Keeps to the Thames: drifts towards the ferry piers and crosses on the ferry with a black ticket
 *  whenever that is safe; otherwise he hides ordinary rides under black ones only right after
 *  surfacing. */
export const riverX = habitX('riverman', (_board, facts) => {
  // Rides to the nearest ferry pier, by station.
  const piers: StationId[] = [];
  for (let station = 1; station < facts.size; station++)
    if ((facts.ferry[station]?.length ?? 0) > 0) piers.push(station);
  const toRiver = new Uint8Array(facts.size).fill(255);
  for (const pier of piers) {
    const row = pier * facts.size;
    for (let station = 1; station < facts.size; station++)
      toRiver[station] = Math.min(toRiver[station] as number, facts.distance[row + station] as number);
  }
  return (turn, { safety, safe, justSurfaced }) => {
    if (turn.canDouble && safe.length === 0) return { kind: 'double' };
    const value = (move: XMove) => {
      let v = 1.2 * safety(move) - 0.7 * Math.min(5, toRiver[move.to] as number) + turn.rng.next();
      if (safety(move) <= 1) v -= 50;
      if (move.ferry) v += 4;
      else if (move.ticket === 'black') v += justSurfaced ? 0.5 : -5;
      return v;
    };
    return { kind: 'move', move: pickBest(turn.moves, value) };
  };
});

type Mood = 'run' | 'wander' | 'far' | 'bold';
const MOODS: readonly Mood[] = ['run', 'wander', 'far', 'bold'];

/** A human-like mix of habits: a mood held for a few moves at a time (run from the pawns; wander;
 *  go far by bus or underground; linger near the pawns to look bold), changed at random and often
 *  when he surfaces; a double move when a pawn is next to him after he surfaced. */
export const moodyX = habitX('moody', (_board, facts) => {
  let mood: Mood | null = null;
  return (turn, { near, safety, safe, options, justSurfaced }) => {
    const { state } = turn;
    if (mood === null || turn.rng.chance(justSurfaced ? 0.6 : 0.2)) mood = turn.rng.pick(MOODS);
    if (turn.canDouble) {
      const pressed = justSurfaced && (near[turn.at] as number) <= 1;
      if (safe.length === 0 || (pressed && turn.rng.chance(0.5))) return { kind: 'double' };
    }
    const black = (move: XMove) => (move.ticket === 'black' ? (justSurfaced ? 0.3 : -3) : 0);
    let move: XMove;
    if (mood === 'run') move = pickBest(options, (m) => safety(m) + black(m) + 1.5 * turn.rng.next());
    else if (mood === 'bold') move = pickBest(options, (m) => -safety(m) + black(m) + 1.5 * turn.rng.next());
    else if (mood === 'far') {
      const seen = state.revealed?.station ?? turn.at;
      const row = seen * facts.size;
      move = pickBest(
        options,
        (m) =>
          Math.min(6, facts.distance[row + m.to] as number) +
          (m.ticket === 'bus' || m.ticket === 'underground' ? 1 : 0) +
          black(m) +
          1.5 * turn.rng.next(),
      );
    } else move = pickWeighted(turn, options, (m) => Math.exp(black(m)));
    return { kind: 'move', move };
  };
});

/** Hides in a detective's wake, on the idea that a detective does not search again where he has
 *  just been: keeps two rides behind the pawn nearest to him, and changes to the nearest pawn when
 *  his own drifts out of reach; rides taxis and buses as the pawn does, and shows a black ticket
 *  only right after surfacing, at random. */
export const shadowX = habitX('shadow', (_board, facts) => {
  let followed: number | null = null;
  return (turn, { safety, safe, options, justSurfaced }) => {
    const { positions } = turn.state;
    if (turn.canDouble && safe.length === 0) return { kind: 'double' };
    const rides = (pawn: number, to: StationId) =>
      facts.distance[(positions[pawn] as StationId) * facts.size + to] as number;
    if (followed === null || rides(followed, turn.at) > 4) {
      let best = Number.POSITIVE_INFINITY;
      positions.forEach((_, pawn) => {
        const value = rides(pawn, turn.at) + 0.5 * turn.rng.next();
        if (value < best) {
          best = value;
          followed = pawn;
        }
      });
    }
    const pawn = followed ?? 0;
    const move = pickBest(options, (m) => {
      let v = -1.5 * Math.abs(Math.min(6, rides(pawn, m.to)) - 2) + 0.5 * safety(m) + 1.5 * turn.rng.next();
      if (m.ticket === 'underground') v -= 1;
      if (m.ticket === 'black') v += justSurfaced && turn.rng.chance(0.4) ? 1 : -5;
      return v;
    });
    return { kind: 'move', move };
  };
});

/** Spends his hiding tickets the moment the table has seen him: right after surfacing a double move
 *  while he holds one, else a black ticket, and runs as far from where he was seen as the rides take
 *  him; in between he walks loosely, two rides from the pawns, by ordinary tickets. */
export const bolterX = habitX('bolter', (_board, facts) => (turn, { safety, safe, options, justSurfaced }) => {
  const { state } = turn;
  if (turn.canDouble && (justSurfaced || safe.length === 0)) return { kind: 'double' };
  if (justSurfaced || state.doubleStep !== 0) {
    // Bolting: as far from where the table saw him as he can get, hidden when he can.
    const seen = state.revealed?.station ?? turn.at;
    const row = seen * facts.size;
    return {
      kind: 'move',
      move: pickBest(
        options,
        (move) =>
          1.5 * Math.min(8, facts.distance[row + move.to] as number) +
          0.5 * safety(move) +
          (move.ticket === 'black' ? 2 : 0) +
          turn.rng.next(),
      ),
    };
  }
  // Between surfacings: a loose walk away from the pawns, black saved for the next bolt.
  const move = pickWeighted(
    turn,
    options,
    (move) => Math.exp(0.5 * safety(move)) * (move.ticket === 'black' ? 0.05 : 1),
  );
  return { kind: 'move', move };
});

/** Travels: picks a far-off underground station or ferry pier and heads for it by the quickest
 *  rides (bus and underground, the ferry when it is shorter), never next to a pawn; on arrival, or
 *  when the table sees him, he picks another. */
export const commuterX = habitX('commuter', (board, facts) => {
  const hubs: StationId[] = [];
  for (let station = 1; station < facts.size; station++) {
    if (board.neighbours(station, 'underground').length > 0 || (facts.ferry[station]?.length ?? 0) > 0)
      hubs.push(station);
  }
  let target: StationId | null = null;
  /** A hub five rides or more from `from` (the farthest one if none is that far). */
  const pickTarget = (turn: XTurn, from: StationId): StationId => {
    const row = from * facts.size;
    const far = hubs.filter((hub) => (facts.distance[row + hub] as number) >= 5);
    if (far.length > 0) return turn.rng.pick(far);
    return pickBest(hubs, (hub) => facts.distance[row + hub] as number);
  };
  return (turn, { safety, safe, justSurfaced }) => {
    const { state } = turn;
    if (target === null || target === turn.at || (justSurfaced && state.doubleStep === 0))
      target = pickTarget(turn, turn.at);
    const row = target * facts.size;
    const toTarget = (move: XMove) => Math.min(12, facts.distance[row + move.to] as number);
    if (turn.canDouble && safe.length === 0) return { kind: 'double' };
    const value = (move: XMove) => {
      let v = -2 * toTarget(move) + 1.2 * safety(move) + turn.rng.next();
      if (safety(move) <= 1) v -= 50;
      // Black for the ferry, the only way across; otherwise kept, but for an underground ride
      // right after surfacing.
      if (move.ferry) v += 3;
      else if (move.ticket === 'black') {
        const underground = board.neighbours(turn.at, 'underground').includes(move.to);
        v += justSurfaced && underground ? 1 : -4;
      }
      return v;
    };
    return { kind: 'move', move: pickBest(turn.moves, value) };
  };
});

/** The cheaper tickets first: a person keeps his bus and underground tickets, and his black ones most. */
const THRIFT: Readonly<Record<Ticket, number>> = { taxi: 0, bus: 1, underground: 2, black: 3 };

/** A cautious person, not a bot: safe means no pawn can reach him next round, and among the safe
 *  stations he has no sense of "safer"; he picks one at random, not the one he just left, then the
 *  cheapest ticket that takes him there; a double move only when no move is safe, black only after
 *  surfacing with a pawn near. */
export const satisficerX = habitX('satisficer', () => {
  let previous: StationId | null = null;
  return (turn, { near, safe, options, justSurfaced }) => {
    if (turn.canDouble && safe.length === 0) return { kind: 'double' };
    const stations = [...new Set(options.map((move) => move.to))];
    const ahead = stations.filter((station) => station !== previous);
    const to = turn.rng.pick(ahead.length > 0 ? ahead : stations);
    const ways = options.filter((move) => move.to === to);
    const pressed = justSurfaced && (near[turn.at] as number) <= 2;
    const black = ways.find((move) => move.ticket === 'black');
    const move = pressed && black && turn.rng.chance(0.5) ? black : pickBest(ways, (way) => -THRIFT[way.ticket]);
    previous = turn.at;
    return { kind: 'move', move };
  };
});

/** The held-out players (`npm run review-check` reports on these). */
export const HELD_OUT_X_POLICIES: readonly XPolicy[] = [tubeX, feinterX, homebodyX, riverX, moodyX, shadowX];

/** Test players written before the model's sure end was changed for them (`npm run arena -- --x new`). */
export const NEW_X_POLICIES: readonly XPolicy[] = [bolterX, commuterX, satisficerX];
