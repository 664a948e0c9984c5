// Plain-English lines for the command line: the set-up, one event, the end, the likeliest stations.

import type { GameEvent } from '../game/events';
import type { Setup } from '../game/setup';
import type { GameState } from '../game/state';
import { pawnSetup } from '../game/state';
import type { StationProbabilities } from '../inference/model/estimator';
import { rankStations } from '../inference/model/estimator';
import { joinList } from './words';

const RULE_SET_NAMES: Readonly<Record<Setup['ruleSet'], string>> = {
  'milton-bradley-1985': 'Milton Bradley 1985 rules',
  'ravensburger-2013': 'Ravensburger 2013 rules',
  custom: 'custom rules',
};

export function describeSetup(setup: Setup, state: GameState): string {
  const detectives = setup.pawns.filter((p) => p.kind === 'detective');
  const bobbies = setup.pawns.filter((p) => p.kind === 'bobby');
  const pawns = [...detectives, ...bobbies].map((p) => `${p.name} on ${state.game.board.label(p.start)}`);
  const boardName = state.game.board.id.replace(/-/g, ' ');
  return `${RULE_SET_NAMES[setup.ruleSet]} on the ${boardName} board; ${joinList(pawns, 'and')}.`;
}

/** What happened, as the table would say it. `before` is the state the event was applied to. */
export function describeEvent(before: GameState, after: GameState, event: GameEvent): string {
  const label = (station: number) => before.game.board.label(station);
  switch (event.type) {
    case 'x-move': {
      const entry = after.log.length;
      const half =
        before.doubleStep === 1 ? ', first half of a double move' : before.doubleStep === 2 ? ', second half' : '';
      return `Mister X shows ${event.ticket} (entry ${entry}${half})`;
    }
    case 'x-double':
      return 'Mister X plays a double move';
    case 'x-reveal':
      return `Mister X surfaces at ${label(event.station)} (after entry ${before.log.length})`;
    case 'x-surface': {
      const taken = Object.entries(event.taken).map(([pile, ticket]) => `${ticket} from ${pile}`);
      return `Mister X surfaces of his own accord at ${label(event.station)} and takes ${joinList(taken, 'and') || 'nothing'}`;
    }
    case 'pawn-move': {
      const pawn = before.game.pawnIndex.get(event.pawn) ?? 0;
      const from = before.positions[pawn] ?? 0;
      return `${pawnSetup(before, pawn).name} goes ${label(from)} → ${label(event.to)} by ${event.ticket}`;
    }
    case 'pawn-pass': {
      const pawn = before.game.pawnIndex.get(event.pawn) ?? 0;
      return `${pawnSetup(before, pawn).name} cannot move now (every station it could reach is taken) and sits out this round`;
    }
    case 'answer': {
      const question = before.question;
      const where = question ? label(question.station) : '?';
      return event.found ? `Mister X was at ${where}: caught!` : `Mister X was not at ${where}`;
    }
    case 'end':
      return `The table confirms the end of the game (${event.reason}${event.station === undefined ? '' : ` at ${label(event.station)}`})`;
  }
}

export function describeEnding(state: GameState): string | null {
  const ending = state.over ?? state.announcement;
  if (!ending) return null;
  const who = ending.winner === 'detectives' ? 'The detectives win' : 'Mister X wins';
  const why: Record<typeof ending.reason, string> = {
    capture: 'Mister X was caught',
    'x-trapped': 'Mister X is trapped',
    'rounds-played': 'all rounds were played',
    'detectives-stuck': 'no detective can move',
  };
  return `${state.over ? 'Game over' : 'The rules announce the end (the table may confirm or carry on)'}: ${why[ending.reason]}. ${who}.`;
}

/** The five likeliest stations with percentages: "74 31% · 58 12% · ...". */
export function describeLikeliest(state: GameState, probabilities: StationProbabilities, count = 5): string {
  return rankStations(probabilities)
    .filter((station) => state.candidates.has(station))
    .slice(0, count)
    .map((station) => `${state.game.board.label(station)} ${formatPercent(probabilities[station] ?? 0)}`)
    .join(' · ');
}

function formatPercent(probability: number): string {
  const percent = probability * 100;
  return percent >= 10 || percent === 0 ? `${percent.toFixed(0)}%` : `${percent.toFixed(1)}%`;
}
