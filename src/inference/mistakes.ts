// Likely mistakes (docs/design.md, "Likely mistakes"): when the record contradicts itself, the
// single-entry corrections that make it consistent again, each one the table can preview and apply
// like any other (game/corrections.ts). Ranked by Bayes' rule on one scale: the chance of the slip
// (typos.ts) times the chance of the corrected record (his route and all the table saw of him,
// under the move model of model/move-model.ts).
import type { StationId, Ticket } from '../board/types';
import { TICKETS } from '../board/types';
import { advanceCandidates, revealCandidates } from '../engine/candidates';
import type { StationSet } from '../engine/station-set';
import { applyEvent } from '../game/apply';
import type { GameEvent } from '../game/events';
import { legalDestinations, pawnsToMove } from '../game/pawn-moves';
import type { Replay } from '../game/replay';
import { replay } from '../game/replay';
import type { Setup } from '../game/setup';
import type { GameState } from '../game/state';
import { xUsableTickets } from '../game/tickets';
import { CAUTIOUS, RANDOM_MOVER } from './model/behaviours';
import { Filter } from './model/filter';
import type { Behaviour, MoveContext } from './model/move-model';
import { destinationSlips, REVEAL_ENTRY, slipSources, stationSlip, ticketSlip, unshapedSlip } from './typos';
import { moveContext } from './whereabouts';

export type FixKind = 'ticket' | 'reveal' | 'pawn' | 'answer' | 'duplicate';

/** One correction that makes the record consistent again: event `index` replaced by
 *  `replacement`, or removed (null). */
export interface Fix {
  readonly index: number;
  readonly replacement: GameEvent | null;
  readonly kind: FixKind;
  /** Its share of the likelihood among the corrections found (0..1). */
  readonly chance: number;
}

/** The numbers of the ranking. Chosen for reasons (docs/design.md "Likely mistakes") and checked on
 *  training seeds apart from the reported ones (`npm run mistakes`). */
export interface MistakeModel {
  /** How often the table gets one entry of each kind wrong, relative to the others. A ticket, a
   *  surfacing station and a pawn's destination as often (a station is two or three keys but read
   *  off the board at a moment everyone watches; twice a ticket's rate put the true fix first less
   *  often on the training seeds). The answer is said aloud by Mister X's player himself and
   *  tapped on one of two big buttons, and an entry entered twice is refused by the app unless it
   *  happens to fit, so both are rarer. */
  readonly rates: Readonly<Record<FixKind, number>>;
  /** The movers his route is weighed with, and their shares: the probability model's cautious
   *  player (fitted to how the arena's thinking hiders move, docs/probabilities.md), whose small
   *  share of random moves never rules a route out. A random mover rates a black ticket as likely
   *  as any other (black rides every line), so "that entry was black" would explain too much. */
  readonly movers: readonly { readonly behaviour: Behaviour; readonly share: number }[];
  /** How far the route's log-likelihood is trusted (1: fully, Bayes' rule as it stands). Below 1
   *  tempers a wrong model's odds; on the training seeds 1 did best (docs/design.md). */
  readonly routeWeight: number;
  /** How the detectives choose their moves, for a correction that moves a pawn elsewhere: a
   *  station where Mister X could be (by the record up to that move) is 1 + onCandidate / (the
   *  stations he could be on) times as likely as another of the pawn's stations. A detective who
   *  could step onto the only station he can be on does (11 times as likely as elsewhere); among
   *  ten it is twice as likely, among a hundred hardly at all. So "the pawn went elsewhere" is a
   *  poor excuse for a "not there" on the one station he had to be on. */
  readonly onCandidate: number;
}

export const MISTAKE_MODEL: MistakeModel = {
  rates: { ticket: 1, reveal: 1, pawn: 1, answer: 0.3, duplicate: 0.25 },
  movers: [
    { behaviour: CAUTIOUS, share: 0.8 },
    { behaviour: RANDOM_MOVER, share: 0.2 },
  ],
  routeWeight: 1,
  onCandidate: 10,
};

/** At most this many stations are tried for one surfacing, and destinations for one pawn move:
 *  the likeliest slips. Keeps the search within its time on a phone. */
const MOST_STATIONS = 40;
const MOST_DESTINATIONS = 8;

export interface Candidate {
  readonly index: number;
  readonly replacement: GameEvent | null;
  readonly kind: FixKind;
  /** log of the chance of the slip (rate x shape; for a pawn also how likelier the detective was
   *  to choose the corrected station). */
  readonly slip: number;
}

/** A corrected record, replayed from the corrected event on. */
interface Corrected {
  readonly events: GameEvent[];
  /** states[k] is before events[k], from `from` on (earlier entries are the original's). */
  readonly states: GameState[];
}

/** The first contradiction of a replayed record and what it names: the event, and where the
 *  evidence it rests on starts (the reveal before it, or -1 for the start). */
function firstContradiction(states: readonly GameState[]) {
  const last = states[states.length - 1];
  const found = last?.inconsistencies[0];
  if (!last || !found) return null;
  const at = found.event;
  const before = states[at] as GameState;
  const windowStart = before.evidence[0]?.event ?? -1;
  return { at, windowStart, count: last.inconsistencies.length };
}

/** The corrections worth trying for the first contradiction. */
function candidates(
  events: readonly GameEvent[],
  states: readonly GameState[],
  at: number,
  windowStart: number,
  model: MistakeModel,
): Candidate[] {
  const out: Candidate[] = [];
  const log = (x: number) => Math.log(x);
  const board = (states[0] as GameState).game.board;
  const add = (index: number, replacement: GameEvent | null, kind: FixKind, shape: number) => {
    if (shape > 0) out.push({ index, replacement, kind, slip: log(model.rates[kind] * shape) });
  };
  const revealFixes = (index: number) => {
    const event = events[index];
    if (!event || (event.type !== 'x-reveal' && event.type !== 'x-surface')) return;
    // His true station was one the record allowed then (the entries before it were right); the
    // likeliest slips only (a station no slip explains is a slip of no shape: far rarer).
    const slips: [StationId, number][] = [];
    const shaped = slipSources(board, event.station);
    const unshaped = unshapedSlip(board);
    for (const station of (states[index] as GameState).candidates) {
      if (station === event.station) continue;
      slips.push([station, shaped.has(station) ? stationSlip(board, station, event.station, REVEAL_ENTRY) : unshaped]);
    }
    slips.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    for (const [station, slip] of slips.slice(0, MOST_STATIONS)) add(index, { ...event, station }, 'reveal', slip);
  };
  const pawnFixes = (index: number) => {
    const event = events[index];
    const before = states[index] as GameState;
    if (event?.type !== 'pawn-move') return;
    const pawn = before.game.pawnIndex.get(event.pawn);
    if (pawn === undefined) return;
    const slips: [GameEvent, number][] = [];
    // How much likelier the detective was to choose the corrected station than the recorded one.
    const pull = (station: StationId) =>
      before.candidates.has(station) ? 1 + model.onCandidate / before.candidates.size : 1;
    const chose = (meant: StationId, typed: StationId) => pull(meant) / pull(typed);
    const legal = legalDestinations(before, pawn);
    const shapes = destinationSlips(board, event.to, [...legal.keys()]);
    for (const [to, tickets] of legal) {
      if (to === event.to) continue;
      const ticket = tickets.includes(event.ticket) ? event.ticket : (tickets[0] as typeof event.ticket);
      slips.push([{ ...event, to, ticket }, (shapes.get(to) ?? 0) * chose(to, event.to)]);
    }
    slips.sort((a, b) => b[1] - a[1]);
    for (const [fixed, slip] of slips.slice(0, MOST_DESTINATIONS)) add(index, fixed, 'pawn', slip);
  };
  // The surfacing that started the evidence, when it was not the start of the game.
  if (windowStart >= 0) revealFixes(windowStart);
  // Where each pawn stood while the evidence was gathered: its last move before it.
  const seen = new Set<string>();
  for (let index = windowStart; index >= 0; index--) {
    const event = events[index];
    if (event?.type !== 'pawn-move' || seen.has(event.pawn)) continue;
    seen.add(event.pawn);
    pawnFixes(index);
  }
  let lastTicket: Ticket | null = null;
  for (let index = windowStart + 1; index <= at; index++) {
    const event = events[index] as GameEvent;
    if (event.type === 'x-move') {
      const usable = xUsableTickets(states[index] as GameState);
      for (const ticket of TICKETS)
        if (ticket !== event.ticket)
          add(index, { ...event, ticket }, 'ticket', ticketSlip(ticket, event.ticket, usable));
      if (lastTicket === event.ticket) add(index, null, 'duplicate', 1);
      lastTicket = event.ticket;
    } else if (event.type === 'x-reveal' || event.type === 'x-surface') revealFixes(index);
    else if (event.type === 'pawn-move') pawnFixes(index);
    else if (event.type === 'answer' && !event.found) add(index, { type: 'answer', found: true }, 'answer', 1);
  }
  return out;
}

/**
 * Whether his candidate set alone rules out a new ticket or surfacing station for event `index`
 * before the first contradiction `at`: the exact deduction's step (engine/candidates.ts) on the
 * pawns' stations as recorded, without the "not there" answers (so a superset of the stations the
 * corrected record allows). Empty before `at`, or a later surfacing outside it, means the corrected
 * record contradicts itself there too. Far cheaper than replaying the rules, and most of the
 * stations tried for an early surfacing end here.
 */
function ruledOut(
  events: readonly GameEvent[],
  states: readonly GameState[],
  index: number,
  replacement: GameEvent | null,
  at: number,
): boolean {
  if (replacement?.type !== 'x-move' && replacement?.type !== 'x-reveal' && replacement?.type !== 'x-surface')
    return false;
  const masks = (states[index] as GameState).game.masks;
  let set = (states[index] as GameState).candidates;
  for (let k = index; k <= at; k++) {
    const event = k === index ? replacement : (events[k] as GameEvent);
    if (event.type === 'x-move') set = advanceCandidates(set, event.ticket, masks, (states[k] as GameState).occupied);
    else if (event.type === 'x-reveal' || event.type === 'x-surface') {
      if (!set.has(event.station)) return true;
      set = revealCandidates(event.station);
    }
    if (set.isEmpty()) return true;
  }
  return false;
}

/**
 * Replays the record with event `index` replaced (or removed), repairing "not there" answers the
 * way a correction does (corrections.ts `repairAfter`), and stops at the first refusal (null). It
 * also stops (null) as soon as the record contradicts itself again at or before the event of the
 * first contradiction `at`: such a correction does not explain it, and most corrections tried end
 * there, long before the end of a late-game record.
 */
function replayCorrected(
  events: readonly GameEvent[],
  states: readonly GameState[],
  index: number,
  replacement: GameEvent | null,
  at: number,
): Corrected | null {
  const out = events.slice(0, index);
  const outStates = states.slice(0, index + 1);
  let state = states[index] as GameState;
  const rest = replacement ? [replacement, ...events.slice(index + 1)] : events.slice(index + 1);
  for (let k = 0; k < rest.length; k++) {
    const event = rest[k] as GameEvent;
    const later = replacement === null || k > 0;
    if (later && state.phase === 'question' && event.type !== 'answer') {
      const answered = applyEvent(state, { type: 'answer', found: false });
      if (!answered.ok) return null;
      out.push({ type: 'answer', found: false });
      state = answered.state;
      outStates.push(state);
    }
    if (later && event.type === 'answer' && !event.found && state.question === null) continue;
    const result = applyEvent(state, event);
    if (!result.ok) return null;
    out.push(event);
    state = result.state;
    outStates.push(state);
    // The states before `at` were consistent, so any contradiction found by now is a new one.
    if (index + 1 + k - (replacement ? 1 : 0) <= at && state.inconsistencies.length > 0) return null;
  }
  return { events: out, states: outStates };
}

/** His route weighed by one mover: a filter and the log-likelihood of what it has seen so far. */
interface Weighing {
  readonly filter: Filter;
  readonly total: number;
}

/** Where he moved from, as the move model reads it, one object per distinct situation within a
 *  search: the model caches its step weights by that object, and the corrections tried share most
 *  situations (the same pawns on the same stations, the same tickets left). */
type Contexts = (state: GameState) => MoveContext;

function contextCache(): Contexts {
  const seen = new Map<string, MoveContext>();
  return (state) => {
    const context = moveContext(state);
    const key = `${context.pawns.join(',')}|${context.usable.join(',')}|${context.half}|${context.afterReveal}|${context.canDouble}`;
    const known = seen.get(key);
    if (known) return known;
    seen.set(key, context);
    return context;
  };
}

/** Feeds events `from` .. `until - 1` of a record to a weighing: log P(what the table saw of him |
 *  his moves follow the filter's behaviour) grows by each ticket, double move and observation. */
function weigh(
  start: Weighing,
  contexts: Contexts,
  events: readonly GameEvent[],
  states: readonly GameState[],
  from: number,
  until: number,
  /** The filter is read on after this (else its last observation is left out: only the total counts). */
  goOn = false,
): Weighing {
  // Copied only when it must change: a surfacing's station is weighed without a copy.
  let filter: Filter | null = null;
  const own = () => {
    filter ??= start.filter.clone();
    return filter;
  };
  let total = start.total;
  const end = Math.min(until, events.length);
  for (let k = from; k < end; k++) {
    const event = events[k] as GameEvent;
    const before = states[k] as GameState;
    const after = states[k + 1] as GameState;
    if (event.type === 'x-move') total += Math.log(own().move(event.ticket, contexts(before)));
    else if (event.type === 'x-double') total += Math.log(own().double(contexts(before)));
    if (event.type === 'x-move' || !sameSet(before.candidates, after.candidates)) {
      total += Math.log(Math.max(1e-300, (filter ?? start.filter).massOn(after.candidates)));
      if (k + 1 < end || goOn) own().observe(after.candidates);
    }
  }
  return { filter: filter ?? start.filter, total };
}

function sameSet(a: StationSet, b: StationSet): boolean {
  return a === b || a.equals(b);
}

function logSumExp(values: readonly number[]): number {
  const top = Math.max(...values);
  if (!Number.isFinite(top)) return top;
  let sum = 0;
  for (const value of values) sum += Math.exp(value - top);
  return top + Math.log(sum);
}

export interface FixOptions {
  /** At most this many corrections, likeliest first (default 3). */
  readonly limit?: number;
  readonly model?: MistakeModel;
  /** The replay of `events`, when the caller has it. */
  readonly replayed?: Replay;
  /** Called with each correction that counts and the parts of its score: how the ranking was
   *  looked into on the training seeds (docs/design.md "Likely mistakes"). */
  readonly inspect?: (weighed: Candidate & { readonly route: number }) => void;
}

/**
 * The single-entry corrections that make a record that contradicts itself consistent again (its
 * first contradiction gone, no new one before it and no refusal anywhere after), likeliest first.
 * Empty when the record is consistent, or when no single correction explains it.
 */
export function likelyFixes(setup: Setup, events: readonly GameEvent[], options: FixOptions = {}): Fix[] {
  const model = options.model ?? MISTAKE_MODEL;
  const result = options.replayed ?? replay(setup, events);
  if (result.failure) return [];
  const { states } = result;
  const contradiction = firstContradiction(states);
  if (!contradiction) return [];
  const { at, windowStart, count } = contradiction;
  // His route is weighed from the surfacing before the earliest entry a correction may change.
  const routeFrom = windowStart >= 0 ? ((states[windowStart] as GameState).evidence[0]?.event ?? -1) + 1 : 0;
  // Each mover's weighing of the record as it stands, before each event from `routeFrom` on: a
  // correction of event i shares everything before i with it.
  const first = states[routeFrom] as GameState;
  const contexts = contextCache();
  const prefixes = model.movers.map(({ behaviour }) => {
    const filter = new Filter(first.game.board, { kind: 'behaviour', behaviour });
    filter.start(first.candidates);
    const out: Weighing[] = [{ filter, total: 0 }];
    for (let k = routeFrom; k <= at; k++)
      out.push(weigh(out[out.length - 1] as Weighing, contexts, events, states, k, k + 1, true));
    return out;
  });
  const scored: { candidate: Candidate; score: number }[] = [];
  for (const candidate of candidates(events, states, at, windowStart, model)) {
    if (ruledOut(events, states, candidate.index, candidate.replacement, at)) continue;
    const corrected = replayCorrected(events, states, candidate.index, candidate.replacement, at);
    if (!corrected) continue;
    const end = corrected.states[corrected.states.length - 1] as GameState;
    const shift = corrected.events.length - events.length;
    const stillFirst = end.inconsistencies[0];
    if (stillFirst && (stillFirst.event <= at + Math.max(0, shift) || end.inconsistencies.length >= count)) continue;
    // Weigh his route up to the first surfacing after the contradiction: beyond it every correction
    // leaves the same record.
    let until = corrected.events.length;
    for (let k = Math.max(at, candidate.index) + 1; k < corrected.events.length; k++) {
      const event = corrected.events[k] as GameEvent;
      if (event.type === 'x-reveal' || event.type === 'x-surface') {
        until = k + 1;
        break;
      }
    }
    const from = Math.max(routeFrom, candidate.index);
    const route = logSumExp(
      model.movers.map(({ share }, m) => {
        const prefix = (prefixes[m] as Weighing[])[from - routeFrom] as Weighing;
        return Math.log(share) + weigh(prefix, contexts, corrected.events, corrected.states, from, until).total;
      }),
    );
    if (!Number.isFinite(route)) continue;
    scored.push({ candidate, score: candidate.slip + model.routeWeight * route });
    options.inspect?.({ ...candidate, route });
  }
  if (scored.length === 0) return [];
  const total = logSumExp(scored.map(({ score }) => score));
  scored.sort((a, b) => b.score - a.score || b.candidate.index - a.candidate.index);
  return scored.slice(0, options.limit ?? 3).map(({ candidate, score }) => ({
    index: candidate.index,
    replacement: candidate.replacement,
    kind: candidate.kind,
    chance: Math.exp(score - total),
  }));
}

/**
 * A search on a made-up record of `setup` that contradicts itself (his second surfacing at a
 * station the record rules out), for a worker to run before the table needs it: the first search
 * of a page pays for compiling the rules, the move model and the search, and for the move model's
 * tables, several times what a search costs later. Returns how many fixes it found (its answer
 * means nothing).
 */
export function warmUp(setup: Setup): number {
  const events: GameEvent[] = [];
  let state = replay(setup, []).states[0] as GameState | undefined;
  const enter = (event: GameEvent): boolean => {
    if (!state) return false;
    const result = applyEvent(state, event);
    if (!result.ok) return false;
    events.push(event);
    state = result.state;
    return true;
  };
  for (let step = 0; state && step < 200; step++) {
    if (state.inconsistencies.length > 0) break;
    if (state.phase === 'x-turn') {
      if (!TICKETS.some((ticket) => enter({ type: 'x-move', ticket }))) break;
    } else if (state.phase === 'x-reveal') {
      // The first surfacing where the record allows, the second where it does not.
      const right = state.log.length < 4;
      const at = state.game.board.stationIds.find(
        (station) => state?.candidates.has(station) === right && !state?.occupied.has(station),
      );
      if (at === undefined || !enter({ type: 'x-reveal', station: at })) break;
    } else if (state.phase === 'question') {
      if (!enter({ type: 'answer', found: false })) break;
    } else if (state.phase === 'pawns') {
      const pawn = pawnsToMove(state)[0];
      if (pawn === undefined) break;
      const [next] = legalDestinations(state, pawn);
      const id = setup.pawns[pawn]?.id;
      if (!next || id === undefined) break;
      const [to, tickets] = next;
      if (!enter({ type: 'pawn-move', pawn: id, to, ticket: tickets[0] as (typeof tickets)[number] })) break;
    } else break;
  }
  return likelyFixes(setup, events).length;
}
