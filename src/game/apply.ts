// Applying one event to a game state: the rules of both rule sets as one reducer. An illegal event
// is a value (a GameError with a player's explanation), never an exception. A record that
// contradicts itself (a reveal outside the candidates, no candidate left) is accepted, because it
// happened at the table, and reported as an inconsistency naming the entries that may be wrong.
import type { StationId, Ticket, TransportTicket } from '../board/types';
import { TRANSPORT_TICKETS } from '../board/types';
import { advanceCandidates, excludeCandidate, isTrapped, revealCandidates } from '../engine/candidates';
import { StationSet } from '../engine/station-set';
import type { EndReason, GameEvent } from './events';
import { WINNER_OF } from './events';
import type { GameError, MessageCode } from './messages';
import { gameError, listInWords } from './messages';
import type { TicketCounts } from './setup';
import type { Ending, Evidence, GameState, Inconsistency } from './state';
import { canPawnMove, pawnSetup, pawnsToMove, ticketsLeft, xUsableTickets } from './state';

export type ApplyResult =
  | { readonly ok: true; readonly state: GameState }
  | { readonly ok: false; readonly error: GameError };

const refuse = (
  code: MessageCode,
  params: Record<string, string | number> = {},
  suspects: number[] = [],
): ApplyResult => ({
  ok: false,
  error: gameError(code, params, suspects),
});

export function applyEvent(state: GameState, event: GameEvent): ApplyResult {
  if (state.phase === 'over') return refuse('game-over');
  switch (event.type) {
    case 'x-double':
      return applyDouble(state);
    case 'x-move':
      return applyXMove(state, event.ticket);
    case 'x-reveal':
      return applyReveal(state, event.station);
    case 'x-surface':
      return applyVoluntarySurface(state, event.station, event.taken);
    case 'pawn-move':
      return applyPawnMove(state, event.pawn, event.to, event.ticket);
    case 'answer':
      return applyAnswer(state, event.found);
    case 'end':
      return applyEnd(state, event.reason, event.station);
  }
}

/** Why an event of Mister X's turn cannot come now. */
function notXTurn(state: GameState): ApplyResult {
  switch (state.phase) {
    case 'x-reveal':
      return refuse('x-must-reveal', { entry: state.log.length });
    case 'question':
      return refuse('answer-first', { station: label(state, state.question?.station ?? 0) });
    case 'pawns':
      return refuse('pawns-to-move', { names: listInWords(pawnsToMove(state).map((p) => pawnSetup(state, p).name)) });
    case 'x-turn':
    case 'over':
      return refuse('game-over');
  }
}

function label(state: GameState, station: StationId): number | string {
  return state.game.board.hasStation(station) ? state.game.board.label(station) : station;
}

function checkStation(state: GameState, station: StationId): ApplyResult | null {
  return state.game.board.hasStation(station) ? null : refuse('unknown-station', { station });
}

function pawnOn(state: GameState, station: StationId): number {
  return state.positions.indexOf(station);
}

function takenRefusal(state: GameState, station: StationId): ApplyResult | null {
  const pawn = pawnOn(state, station);
  return pawn < 0
    ? null
    : refuse('station-taken', { station: label(state, station), pawn: pawnSetup(state, pawn).name });
}

function applyDouble(state: GameState): ApplyResult {
  if (state.phase !== 'x-turn') return notXTurn(state);
  if (state.doubleStep !== 0) return refuse('double-twice');
  if (state.x.double <= 0) return refuse('no-double');
  return ok(state, { doubleStep: 1, x: { ...state.x, double: state.x.double - 1 }, announcement: null });
}

function entriesShowing(state: GameState, ticket: Ticket): number[] {
  return state.log.flatMap((entry, index) => (entry.ticket === ticket ? [index + 1] : []));
}

function applyXMove(state: GameState, ticket: Ticket): ApplyResult {
  if (state.phase !== 'x-turn') return notXTurn(state);
  const { x } = state;
  const suspectsFor = (t: Ticket) => state.log.flatMap((e) => (e.ticket === t ? [e.event] : []));
  if (ticket === 'black') {
    if (x.black <= 0)
      return refuse('no-black', { entries: listInWords(entriesShowing(state, 'black')) }, suspectsFor(ticket));
  } else if (x.stock && x.stock[ticket] <= 0) {
    const start = state.game.setup.misterX.stock?.[ticket] ?? 0;
    return refuse(
      'x-no-ticket',
      { ticket, start, received: x.received[ticket], shown: x.shown[ticket] },
      suspectsFor(ticket),
    );
  }
  const index = state.events;
  const entry = state.log.length + 1;
  const candidates = advanceCandidates(state.candidates, ticket, state.game.masks, state.occupied);
  const surfacing = state.game.surfacing.has(entry);
  const doubleStep = state.doubleStep === 1 ? 2 : 0;
  const evidence: Evidence[] = [...state.evidence, { event: index, kind: 'entry', entry, ticket }];
  let next: GameState = {
    ...state,
    log: [
      ...state.log,
      { ticket, round: state.round, double: state.doubleStep !== 0, surfacing, revealed: null, event: index },
    ],
    x:
      ticket === 'black'
        ? { ...x, black: x.black - 1 }
        : {
            ...x,
            stock: x.stock ? addTicket(x.stock, ticket, -1) : null,
            shown: addTicket(x.shown, ticket, 1),
          },
    candidates,
    doubleStep,
    evidence,
    announcement: null,
    phase: surfacing ? 'x-reveal' : doubleStep === 2 ? 'x-turn' : 'pawns',
  };
  if (candidates.isEmpty() && !state.candidates.isEmpty()) next = withInconsistency(next, 'no-candidates', evidence);
  return ok(next.phase === 'pawns' ? startPawnPhase(next) : next, {});
}

function applyReveal(state: GameState, station: StationId): ApplyResult {
  if (state.phase !== 'x-reveal') {
    if (state.phase === 'x-turn' || state.phase === 'pawns')
      return refuse('no-reveal-due', { entry: state.log.length });
    return notXTurn(state);
  }
  const problem = checkStation(state, station) ?? takenRefusal(state, station);
  if (problem) return problem;
  const last = state.log[state.log.length - 1];
  if (!last) return refuse('no-reveal-due', { entry: 0 });
  let next = showStation(state, station);
  next = { ...next, log: [...state.log.slice(0, -1), { ...last, revealed: station }] };
  if (next.doubleStep === 2) return ok(next, { phase: 'x-turn' });
  return ok(startPawnPhase({ ...next, phase: 'pawns' }), {});
}

/** Mister X shows himself: he is exactly there; if the record said he could not be, say so. */
function showStation(state: GameState, station: StationId): GameState {
  const index = state.events;
  let next: GameState = {
    ...state,
    candidates: revealCandidates(station),
    revealed: { station, entry: state.log.length, event: index },
    surfacedThisTurn: true,
    evidence: [{ event: index, kind: 'reveal', entry: state.log.length, station }],
  };
  if (!state.candidates.has(station)) {
    const evidence: Evidence[] = [
      ...state.evidence,
      { event: index, kind: 'reveal', entry: state.log.length, station },
    ];
    next = withInconsistency(next, 'reveal-outside', evidence, station);
  }
  return next;
}

function pileName(state: GameState, pool: number): string {
  const id = state.game.setup.pools[pool]?.id;
  const users = state.game.setup.pawns.filter((p) => p.pool === id).map((p) => p.name);
  return users.length === 1 ? `${users[0]}'s pile` : `the pile of ${listInWords(users)}`;
}

function applyVoluntarySurface(
  state: GameState,
  station: StationId,
  taken: Readonly<Record<string, TransportTicket>>,
): ApplyResult {
  if (!state.game.setup.options.voluntarySurfacing) return refuse('voluntary-off');
  if (state.phase !== 'pawns' || state.moved.some(Boolean) || state.surfacedThisTurn) return refuse('surface-timing');
  const problem = checkStation(state, station) ?? takenRefusal(state, station);
  if (problem) return problem;
  const pools = state.game.setup.pools;
  for (const key of Object.keys(taken)) {
    const pool = pools.findIndex((p) => p.id === key);
    const left = state.tickets[pool];
    if (!left || TRANSPORT_TICKETS.every((t) => left[t] <= 0)) return refuse('not-a-pile', { pile: key });
  }
  const tickets = state.tickets.map((left) => ({ ...left }));
  let stock = state.x.stock;
  let received = state.x.received;
  for (let pool = 0; pool < pools.length; pool++) {
    const left = tickets[pool] as TicketCounts;
    if (TRANSPORT_TICKETS.every((t) => left[t] <= 0)) continue;
    const ticket = taken[pools[pool]?.id ?? ''];
    if (!ticket) return refuse('take-ticket', { pile: pileName(state, pool) });
    if (left[ticket] <= 0) return refuse('nothing-to-take', { pile: pileName(state, pool), ticket });
    left[ticket] -= 1;
    received = addTicket(received, ticket, 1);
    if (stock) stock = addTicket(stock, ticket, 1);
  }
  const last = state.log[state.log.length - 1];
  let next = showStation(state, station);
  next = {
    ...next,
    tickets,
    x: { ...state.x, stock, received },
    log: last ? [...state.log.slice(0, -1), { ...last, revealed: station }] : state.log,
  };
  return ok(endRoundIfDone(next), {});
}

function applyPawnMove(state: GameState, pawnId: string, to: StationId, ticket: TransportTicket): ApplyResult {
  const pawn = state.game.pawnIndex.get(pawnId);
  if (pawn === undefined) return refuse('unknown-pawn', { pawn: pawnId });
  if (state.phase !== 'pawns') {
    if (state.phase === 'x-turn') return refuse('x-to-move');
    return notXTurn(state);
  }
  const who = pawnSetup(state, pawn);
  if (state.moved[pawn]) return refuse('already-moved', { pawn: who.name });
  const problem = checkStation(state, to);
  if (problem) return problem;
  const from = state.positions[pawn] as StationId;
  if (!state.game.board.neighbours(from, ticket).includes(to)) {
    const lines = state.game.board.transportsBetween(from, to).filter((line) => line !== 'ferry');
    const code = lines.length === 0 && from !== to ? 'not-adjacent' : 'no-route';
    return refuse(code, { pawn: who.name, from: label(state, from), to: label(state, to), ticket });
  }
  const taken = takenRefusal(state, to);
  if (taken) return taken;
  const poolIndex = state.game.poolOfPawn[pawn] ?? -1;
  let { tickets, x } = state;
  if (poolIndex >= 0) {
    const left = tickets[poolIndex] as TicketCounts;
    if (left[ticket] <= 0) return refuse('no-ticket', { pawn: who.name, ticket });
    tickets = tickets.map((counts, i) => (i === poolIndex ? addTicket(counts, ticket, -1) : counts));
    // Milton Bradley: a detective pays his fare to Mister X.
    if (state.game.setup.misterX.receivesSpentTickets) {
      x = { ...x, received: addTicket(x.received, ticket, 1), stock: x.stock ? addTicket(x.stock, ticket, 1) : null };
    }
  }
  const positions = state.positions.map((at, i) => (i === pawn ? to : at));
  const next: GameState = {
    ...state,
    positions,
    occupied: StationSet.from(positions),
    moved: state.moved.map((done, i) => done || i === pawn),
    tickets,
    x,
  };
  // Landing on a candidate: only the table knows whether Mister X was there.
  if (state.candidates.has(to)) return ok(next, { phase: 'question', question: { pawn, station: to } });
  return ok(endRoundIfDone(next), {});
}

function applyAnswer(state: GameState, found: boolean): ApplyResult {
  const question = state.question;
  if (state.phase !== 'question' || !question) return refuse('no-question');
  const index = state.events;
  if (found) {
    return ok(state, {
      phase: 'over',
      question: null,
      candidates: StationSet.of(question.station),
      over: { reason: 'capture', winner: 'detectives', station: question.station },
    });
  }
  const evidence: Evidence[] = [
    ...state.evidence,
    { event: index, kind: 'answer', station: question.station, pawn: question.pawn },
  ];
  let next: GameState = {
    ...state,
    phase: 'pawns',
    question: null,
    candidates: excludeCandidate(state.candidates, question.station),
    evidence,
  };
  if (next.candidates.isEmpty()) next = withInconsistency(next, 'no-candidates', evidence);
  return ok(endRoundIfDone(next), {});
}

function applyEnd(state: GameState, reason: EndReason, station: StationId | undefined): ApplyResult {
  const announced = state.announcement;
  if (reason === 'x-trapped' && station !== undefined) {
    if (!state.game.setup.xLosesWhenTrapped)
      return refuse('end-not-due', { reason: 'Mister X is never trapped in these rules' });
    if (state.phase !== 'x-turn') return notXTurn(state);
    const problem = checkStation(state, station);
    if (problem) return problem;
    // A station the record rules out is not "free to move from": say what contradicts it.
    if (!state.candidates.has(station))
      return { ok: false, error: inconsistencyError(state, 'reveal-outside', state.evidence, station) };
    if (!isTrapped(station, xUsableTickets(state), state.game.masks, state.occupied)) {
      return refuse('not-trapped', { station: label(state, station) });
    }
    return ok(state, {
      phase: 'over',
      candidates: StationSet.of(station),
      over: { reason, winner: WINNER_OF[reason], station },
      announcement: null,
    });
  }
  if (!announced || announced.reason !== reason) {
    return refuse('end-not-due', { reason: END_NOT_DUE[reason] });
  }
  return ok(state, { phase: 'over', over: announced, announcement: null });
}

const END_NOT_DUE: Readonly<Record<EndReason, string>> = {
  capture: 'a capture is entered by answering that Mister X was there',
  'x-trapped': 'not every station Mister X could be on is cut off; if he is trapped, he names his station',
  'rounds-played': 'the last round has not been played',
  'detectives-stuck': 'a detective can still move',
};

/** After Mister X's turn: pawns that cannot move are skipped; maybe none can. */
function startPawnPhase(state: GameState): GameState {
  return endRoundIfDone({ ...state, phase: 'pawns' });
}

/** The round ends when no pawn that has not moved can move; then the rules may announce an end. */
function endRoundIfDone(state: GameState): GameState {
  if (state.phase !== 'pawns') return state;
  for (let pawn = 0; pawn < state.moved.length; pawn++) {
    if (!state.moved[pawn] && canPawnMove(state, pawn)) return state;
  }
  const next: GameState = {
    ...state,
    phase: 'x-turn',
    round: state.round + 1,
    moved: state.moved.map(() => false),
    surfacedThisTurn: false,
  };
  return { ...next, announcement: announceEnd(next) };
}

/** The end the rules announce at the start of Mister X's turn, if any. */
function announceEnd(state: GameState): Ending | null {
  const { setup } = state.game;
  const end = (reason: EndReason, station: StationId | null = null): Ending => ({
    reason,
    winner: WINNER_OF[reason],
    station,
  });
  // Ravensburger: "He manages to travel around London for 22 rounds without getting caught."
  if (setup.roundLimit !== null && state.round > setup.roundLimit) return end('rounds-played');
  // Both rule sets: Mister X wins when none of the detectives can move. A detective blocked only
  // by pawns is not stuck for good while a Bobby can still move away and free a station.
  const detectives = setup.pawns.flatMap((pawn, i) => (pawn.kind === 'detective' ? [i] : []));
  const bobbiesCanMove = setup.pawns.some((pawn, i) => pawn.kind === 'bobby' && canPawnMove(state, i));
  const stuckForGood = (pawn: number) => !canPawnMove(state, pawn) && (!bobbiesCanMove || !hasUsableLine(state, pawn));
  if (detectives.every(stuckForGood)) return end('detectives-stuck');
  // Ravensburger: "If there are no unoccupied stations for Mister X to travel to, he has lost."
  if (setup.xLosesWhenTrapped && !state.candidates.isEmpty()) {
    const usable = xUsableTickets(state);
    for (const station of state.candidates) {
      if (!isTrapped(station, usable, state.game.masks, state.occupied)) return null;
    }
    return end('x-trapped', state.candidates.size === 1 ? (state.candidates.first() ?? null) : null);
  }
  return null;
}

/** Whether a pawn holds a ticket for any line from its station, whoever stands at the other end. */
function hasUsableLine(state: GameState, pawn: number): boolean {
  const from = state.positions[pawn] as StationId;
  const left = ticketsLeft(state, pawn);
  return TRANSPORT_TICKETS.some(
    (ticket) => (!left || left[ticket] > 0) && state.game.board.neighbours(from, ticket).length > 0,
  );
}

function addTicket(counts: TicketCounts, ticket: TransportTicket, delta: number): TicketCounts {
  return { ...counts, [ticket]: counts[ticket] + delta };
}

function describeEvidence(state: GameState, item: Evidence): string {
  switch (item.kind) {
    case 'start':
      return 'the start stations';
    case 'entry':
      return `entry ${item.entry} (${item.ticket})`;
    case 'reveal':
      return `station ${label(state, item.station)} shown after entry ${item.entry}`;
    case 'answer':
      return `"not at station ${label(state, item.station)}" after ${pawnSetup(state, item.pawn).name}'s move`;
  }
}

function withInconsistency(
  state: GameState,
  code: 'no-candidates' | 'reveal-outside',
  evidence: readonly Evidence[],
  station?: StationId,
): GameState {
  const found: Inconsistency = { event: state.events, error: inconsistencyError(state, code, evidence, station) };
  return { ...state, inconsistencies: [...state.inconsistencies, found] };
}

function inconsistencyError(
  state: GameState,
  code: 'no-candidates' | 'reveal-outside',
  evidence: readonly Evidence[],
  station?: StationId,
): GameError {
  const params = {
    entries: listInWords(
      evidence.map((item) => describeEvidence(state, item)),
      'or',
    ),
    ...(station === undefined ? {} : { station: label(state, station) }),
  };
  const suspects = evidence.flatMap((item) => (item.kind === 'start' ? [] : [item.event]));
  return gameError(code, params, suspects);
}

function ok(state: GameState, changes: Partial<GameState>): ApplyResult {
  return { ok: true, state: { ...state, ...changes, events: state.events + 1 } };
}
