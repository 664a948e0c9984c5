// A Mister X who asks `mister-x --stdio`'s answer for every turn, as an outside program would: he
// writes the session file (format v2, the public record so far) and his route as one JSON line,
// and plays what `answer` says. The lines are kept, for tests and the bench to ask again.
import type { StationId } from '../board/types';
import { makeSessionFile } from '../format/session-make';
import type { GameEvent } from '../game/events';
import type { Setup } from '../game/setup';
import type { XMove, XPolicy } from './players';

export type LineAnswer =
  | { readonly moves: readonly { readonly ticket: string; readonly to: number }[]; readonly double?: true }
  | { readonly error: string };

export function lineAsker(name: string, answer: (line: string) => LineAnswer, lines: string[] = []): XPolicy {
  return {
    name,
    start: (setup: Setup, board) => {
      const events: GameEvent[] = [];
      const route: StationId[] = [];
      let planned: { ticket: string; to: number }[] = [];
      return {
        observe(_before, event) {
          events.push(event);
        },
        choose(turn) {
          if (route.length === 0) route.push(turn.at);
          if (turn.state.doubleStep === 0) {
            const session = makeSessionFile({
              id: 'arena',
              name: 'arena',
              createdAt: '2026-01-01T00:00:00.000Z',
              updatedAt: '2026-01-01T00:00:00.000Z',
              setup,
              events,
            });
            const line = JSON.stringify({ session, route: route.map((s) => board.label(s)), seed: events.length });
            lines.push(line);
            const answered = answer(line);
            if ('error' in answered) throw new Error(answered.error);
            planned = [...answered.moves];
            if (answered.double) return { kind: 'double' };
          }
          const next = planned.shift();
          const move = turn.moves.find((m: XMove) => next && m.ticket === next.ticket && board.label(m.to) === next.to);
          if (!move) throw new Error(`the answer ${JSON.stringify(next)} is not a legal move`);
          route.push(move.to);
          return { kind: 'move', move };
        },
      };
    },
  };
}
