// Mistakes injected into simulated games, to measure how well `likelyFixes` (inference/mistakes.ts)
// names them: one entry of a finished arena game is entered wrongly, the later entries as the table
// would enter them, and the record is cut where it first contradicts itself. The slips are drawn by
// their own plain rules, not by the ranking's model of typos (typos.ts), so the measurement does
// not reward the ranking for agreeing with itself.
import type { StationId } from '../board/types';
import { TICKETS } from '../board/types';
import type { CorrectionPreview } from '../game/corrections';
import { previewCorrection, repairAfter } from '../game/corrections';
import type { GameEvent } from '../game/events';
import { legalDestinations } from '../game/pawn-moves';
import { replay } from '../game/replay';
import type { Setup } from '../game/setup';
import type { GameState } from '../game/state';
import { xUsableTickets } from '../game/tickets';
import type { Random } from './random';
import type { SimulatedGame } from './simulate';
import { simulateGame } from './simulate';

export const MISTAKE_KINDS = ['ticket', 'reveal', 'pawn', 'answer', 'duplicate'] as const;
export type MistakeKind = (typeof MISTAKE_KINDS)[number];

/** A record with one mistake, cut where it first contradicts itself, and the fix that undoes it. */
export interface MistakeCase {
  readonly kind: MistakeKind;
  readonly setup: Setup;
  readonly events: readonly GameEvent[];
  /** The true fix: event `index` of `events` back to what happened (null: remove it). */
  readonly index: number;
  readonly replacement: GameEvent | null;
  /** The contradiction came later than the mistaken entry (a later, right entry showed it). */
  readonly later: boolean;
}

/** The stations a player may type or tap instead of `meant`: with equal chance, a station joined to
 *  it by a route, one with a digit changed, one with two digits swapped, or one with a digit dropped
 *  or doubled. */
function wrongStations(state: GameState, meant: StationId, rng: Random): StationId | null {
  const board = state.game.board;
  const label = String(board.label(meant));
  const byLabel = (text: string) => (/^[1-9][0-9]*$/.test(text) ? board.stationOfLabel(Number(text)) : undefined);
  const shapes: (() => StationId[])[] = [
    () => [...new Set(TICKETS.flatMap((ticket) => board.ticketNeighbours(meant, ticket)))],
    () => {
      const out: StationId[] = [];
      for (let i = 0; i < label.length; i++)
        for (const digit of '0123456789') {
          if (digit === label[i]) continue;
          const station = byLabel(label.slice(0, i) + digit + label.slice(i + 1));
          if (station !== undefined) out.push(station);
        }
      return out;
    },
    () => {
      const out: StationId[] = [];
      for (let i = 0; i + 1 < label.length; i++) {
        const station = byLabel(label.slice(0, i) + label[i + 1] + label[i] + label.slice(i + 2));
        if (station !== undefined && station !== meant) out.push(station);
      }
      return out;
    },
    () => {
      const out: StationId[] = [];
      for (let i = 0; i < label.length; i++) {
        const dropped = byLabel(label.slice(0, i) + label.slice(i + 1));
        const doubled = byLabel(label.slice(0, i) + (label[i] as string) + label.slice(i));
        if (dropped !== undefined) out.push(dropped);
        if (doubled !== undefined) out.push(doubled);
      }
      return out;
    },
  ];
  const options = rng
    .shuffle(shapes)
    .map((shape) => shape().filter((station) => station !== meant && !state.occupied.has(station)))
    .find((found) => found.length > 0);
  return options ? rng.pick(options) : null;
}

/** The wrong version of event `index`, or null when this kind of slip cannot happen there: a wrong
 *  ticket is any other ticket he could show, a pawn's wrong destination any other station it could
 *  reach. */
function slip(
  kind: MistakeKind,
  events: readonly GameEvent[],
  states: readonly GameState[],
  index: number,
  rng: Random,
): GameEvent | null {
  const event = events[index] as GameEvent;
  const before = states[index] as GameState;
  switch (kind) {
    case 'ticket': {
      if (event.type !== 'x-move') return null;
      const others = xUsableTickets(before).filter((ticket) => ticket !== event.ticket);
      return others.length > 0 ? { ...event, ticket: rng.pick(others) } : null;
    }
    case 'reveal': {
      if (event.type !== 'x-reveal' && event.type !== 'x-surface') return null;
      const station = wrongStations(before, event.station, rng);
      return station === null ? null : { ...event, station };
    }
    case 'pawn': {
      if (event.type !== 'pawn-move') return null;
      const pawn = before.game.pawnIndex.get(event.pawn) as number;
      const options = [...legalDestinations(before, pawn)].filter(([to]) => to !== event.to);
      if (options.length === 0) return null;
      const [to, tickets] = rng.pick(options);
      return { ...event, to, ticket: tickets.includes(event.ticket) ? event.ticket : rng.pick(tickets) };
    }
    case 'answer':
      // The table taps "not there" where the pawn did catch him.
      return event.type === 'answer' && event.found ? { type: 'answer', found: false } : null;
    case 'duplicate':
      return event.type === 'x-move' ? event : null;
  }
}

/** The record as the table would have entered it with the slip, cut at its first contradiction. */
function cutAtContradiction(setup: Setup, preview: CorrectionPreview, firstMistaken: number) {
  if (preview.broken && preview.broken.index < preview.firstLater) return null;
  const states = preview.replay.states;
  const last = states[states.length - 1] as GameState;
  const found = last.inconsistencies[0];
  if (!found || found.event < firstMistaken) return null;
  const events = preview.events.slice(0, found.event + 1);
  // The record as it stands then must replay without a refusal (it does: it is a prefix).
  if (replay(setup, events).failure) return null;
  return { events, at: found.event };
}

/** His entries (a ticket, a surfacing station): after such a slip the pawns still stand where the
 *  record says, so the game can go on from the record as entered. */
const PLAYED_ON: readonly MistakeKind[] = ['ticket', 'reveal'];

/** The game played again from a slip of his at event `index` that a later entry shows, the
 *  detectives seeing the record as entered (arena/simulate.ts `slip`), cut where it contradicts
 *  itself; null when it never does (the game ended first, or the record refused an entry). */
function playedOn(game: SimulatedGame, index: number, wrong: GameEvent) {
  const again = simulateGame({ ...game.options, slip: { index, event: wrong } });
  if (again.ending !== 'slip-shown') return null;
  const same = (a: readonly GameEvent[], b: readonly GameEvent[]) => JSON.stringify(a) === JSON.stringify(b);
  if (
    !same(again.events.slice(0, index), game.events.slice(0, index)) ||
    !same([again.events[index] as GameEvent], [wrong])
  )
    throw new Error(`seed ${game.options.seed}: the game played again differs before the slip at event ${index}`);
  return { events: [...again.events], at: again.events.length - 1 };
}

/**
 * One case of `kind` from a simulated game: up to `attempts` random entries of that kind are
 * entered wrongly until one makes the record contradict itself; null when none does. The later
 * entries go in as the table would enter them: the app asks "Was Mister X there?" where the wrong
 * record says so, and a question it no longer asks is not answered. A slip that leaves the record
 * consistent, or that the app refuses before the record contradicts itself, is not a case: the
 * table could not have asked for a fix. With
 * `playOn`, a slip of his that a later entry shows is followed by the game played again from the
 * slip, the detectives hunting on the record as entered (as at a real table, where nobody knows the
 * truth), instead of the later entries as they went in the game without the slip.
 */
export function injectMistake(
  game: SimulatedGame,
  kind: MistakeKind,
  rng: Random,
  attempts = kind === 'pawn' || kind === 'duplicate' ? 300 : 30,
  playOn = false,
): MistakeCase | null {
  const { setup, events, states } = game;
  const places = events.flatMap((_, index) => (slip(kind, events, states, index, rng) ? [index] : []));
  if (places.length === 0) return null;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const index = rng.pick(places);
    const wrong = slip(kind, events, states, index, rng);
    if (!wrong) continue;
    if (kind === 'duplicate') {
      const doubled = [...events.slice(0, index + 1), wrong, ...events.slice(index + 1)];
      const cut = cutAtContradiction(setup, repairAfter(setup, doubled, index + 2), index + 1);
      if (!cut) continue;
      return { kind, setup, events: cut.events, index: index + 1, replacement: null, later: cut.at > index + 1 };
    }
    let cut = cutAtContradiction(setup, previewCorrection(setup, events, index, wrong), index);
    if (cut && playOn && cut.at > index && PLAYED_ON.includes(kind)) cut = playedOn(game, index, wrong);
    if (!cut) continue;
    return {
      kind,
      setup,
      events: cut.events,
      index,
      replacement: events[index] as GameEvent,
      later: cut.at > index,
    };
  }
  return null;
}

/** Where the true fix ranks among `fixes` (0 for first), or -1 when it is not among them. */
export function rankOf(
  found: readonly { readonly index: number; readonly replacement: GameEvent | null }[],
  truth: MistakeCase,
): number {
  const key = JSON.stringify(truth.replacement);
  return found.findIndex((fix) => fix.index === truth.index && JSON.stringify(fix.replacement) === key);
}
