// Terse set-ups and event logs for rule and scenario tests: a `Table` that applies events one by
// one, throws with the refusal when one is refused, and keeps the log for `replay`. Refusals come
// with their English wording, as the command line prints them (src/words/).
import type { StationId, Ticket, TransportTicket } from '../../src/board/types';
import type { Session } from '../../src/format/session';
import { applyEvent } from '../../src/game/apply';
import type { EndReason, GameEvent } from '../../src/game/events';
import type { GameError } from '../../src/game/messages';
import { presetSetup } from '../../src/game/rule-sets';
import type { Setup } from '../../src/game/setup';
import { validateSetup } from '../../src/game/setup';
import type { GameState } from '../../src/game/state';
import { initialState } from '../../src/game/state';
import { english } from '../../src/words/english';

export const xMove = (ticket: Ticket): GameEvent => ({ type: 'x-move', ticket });
export const xDouble = (): GameEvent => ({ type: 'x-double' });
export const xReveal = (station: StationId): GameEvent => ({ type: 'x-reveal', station });
export const pawnMove = (pawn: string, to: StationId, ticket: TransportTicket): GameEvent => ({
  type: 'pawn-move',
  pawn,
  to,
  ticket,
});
export const pawnPass = (pawn: string): GameEvent => ({ type: 'pawn-pass', pawn });
export const answer = (found: boolean): GameEvent => ({ type: 'answer', found });
export const end = (reason: EndReason, station?: StationId): GameEvent =>
  station === undefined ? { type: 'end', reason } : { type: 'end', reason, station };

/** Ravensburger 2013 preset: `starts` in preset pawn order (detectives, then Bobbies). */
export function rbSetup(starts: readonly StationId[], detectives: number, changes: Partial<Setup> = {}): Setup {
  return { ...presetSetup('ravensburger-2013', { detectives, starts }), ...changes };
}

/** Milton Bradley 1985 preset: starts for purple, red, green, yellow, blue. */
export function mbSetup(starts: readonly StationId[], changes: Partial<Setup> = {}): Setup {
  return { ...presetSetup('milton-bradley-1985', { detectives: 5, starts }), ...changes };
}

/** Every detective pile emptied: no pawn can move, so rounds pass on Mister X's events alone
 *  (and "no detective can move" is announced each round; the table carries on). */
export function withEmptyPiles(setup: Setup): Setup {
  return { ...setup, pools: setup.pools.map((pool) => ({ ...pool, tickets: { taxi: 0, bus: 0, underground: 0 } })) };
}

export class Table {
  readonly events: GameEvent[] = [];
  state: GameState;

  constructor(readonly setup: Setup) {
    const invalid = validateSetup(setup);
    if (invalid) throw new Error(english.rule(invalid, setup));
    this.state = initialState(setup);
  }

  /** Applies events in order; a refused one fails the test with the player's message. */
  play(...events: GameEvent[]): this {
    for (const event of events) {
      const result = applyEvent(this.state, event);
      if (!result.ok) {
        const why = english.rule(result.error, this.setup);
        throw new Error(`event ${this.events.length} ${JSON.stringify(event)} refused: ${why}`);
      }
      this.state = result.state;
      this.events.push(event);
    }
    return this;
  }

  /** The refusal of an event that must not be accepted now, with its English wording; the table
   *  is unchanged. */
  refusal(event: GameEvent): GameError & { readonly english: string } {
    const result = applyEvent(this.state, event);
    if (result.ok) throw new Error(`event ${JSON.stringify(event)} was accepted, expected a refusal`);
    return { ...result.error, english: this.english(result.error) };
  }

  /** A refusal or contradiction of this game in English. */
  english(error: GameError): string {
    return english.rule(error, this.setup);
  }

  x(...tickets: Ticket[]): this {
    return this.play(...tickets.map(xMove));
  }

  move(pawn: string, to: StationId, ticket: TransportTicket): this {
    return this.play(pawnMove(pawn, to, ticket));
  }

  /** Pawn moves; whenever a pawn lands on a candidate the table answers that he was not there. */
  moves(...moves: (readonly [pawn: string, to: StationId, ticket: TransportTicket])[]): this {
    for (const [pawn, to, ticket] of moves) {
      this.move(pawn, to, ticket);
      if (this.state.phase === 'question') this.play(answer(false));
    }
    return this;
  }

  get candidates(): StationId[] {
    return this.state.candidates.toArray();
  }

  /** Tickets left in a pile, by pile id. */
  pile(id: string): { taxi: number; bus: number; underground: number } {
    const index = this.setup.pools.findIndex((pool) => pool.id === id);
    const left = this.state.tickets[index];
    if (!left) throw new Error(`no pile ${id}`);
    return { ...left };
  }

  position(pawn: string): StationId | undefined {
    const index = this.setup.pawns.findIndex((p) => p.id === pawn);
    return this.state.positions[index];
  }

  /** The game so far as a saved session named "Test game". */
  session(id: string): Session {
    const at = '2026-11-21T12:00:00.000Z';
    return { id, name: 'Test game', createdAt: at, updatedAt: at, setup: this.setup, events: [...this.events] };
  }
}
