// Milton Bradley: the fares the detectives pay go to Mister X (rules/000_290e5a51edb8697d.txt "TURN
// SEQUENCE": "Pay your fare ticket to Mr. X"; RULES.md "spent detective tickets: go to Mister X").
// The advisor weighs them: an underground fare is worth more to him than a bus fare, the less so
// the more he holds and the fewer rounds are left; a kind of ticket he had run out of is his again
// for his next move. Under Ravensburger 2013 the fares go to the pile, and nothing is weighed.
import { describe, expect, it } from 'vitest';
import { mbSetup, rbSetup, Table, xMove } from '../../tests/support/game-builder';
import { replay } from '../game/replay';
import type { GameState } from '../game/state';
import { type Breakdown, Evaluator, handedValue } from './evaluate';
import { positionAfter } from './position';
import { readSituation } from './situation';
import { ADVISOR_WEIGHTS, type AdvisorWeights } from './weights';

const WEIGHED: AdvisorWeights = { ...ADVISOR_WEIGHTS, handedToX: 0.1 };

function detectivesToMove(table: Table): { state: GameState; probabilities: Float64Array } {
  const position = positionAfter(replay(table.setup, table.events).states, table.events);
  if (position.turn !== 'detectives') throw new Error('expected the detectives to move');
  return position;
}

/** Every mover's first option, and the breakdown with mover `mover` taking `option` instead. */
function withOption(evaluator: Evaluator, mover: number, option: number): Breakdown | null {
  const choice = Int32Array.from(evaluator.situation.movers, (_, index) => (index === mover ? option : 0));
  return evaluator.breakdown(choice);
}

describe('the tickets handed to Mister X (Milton Bradley)', () => {
  it('an underground fare is worth more to him than a bus fare, and less the more he holds and the later it is', () => {
    expect(handedValue([4, 3, 3], [0, 0, 1], 20)).toBeGreaterThan(handedValue([4, 3, 3], [0, 1, 0], 20));
    expect(handedValue([4, 3, 11], [0, 0, 1], 20)).toBeLessThan(handedValue([4, 3, 3], [0, 0, 1], 20));
    expect(handedValue([4, 3, 3], [0, 0, 1], 5)).toBeLessThan(handedValue([4, 3, 3], [0, 0, 1], 20));
    expect(handedValue([4, 3, 3], [5, 0, 0], 20)).toBe(0);
  });

  it('with his underground pile empty and no black ticket, an underground fare lets him ride it next', () => {
    // Purple on 13 can ride the underground (13-46, 13-67, 13-89); he has no underground and no
    // black ticket left.
    const setup = mbSetup([13, 26, 29, 34, 50]);
    const misterX = { ...setup.misterX, black: 0, stock: { taxi: 4, bus: 3, underground: 0 } };
    const table = new Table({ ...setup, misterX }).play(xMove('taxi'));
    const { state, probabilities } = detectivesToMove(table);
    const evaluator = new Evaluator(readSituation(state, probabilities), WEIGHED);
    const purple = evaluator.situation.movers.indexOf(0);
    const options = Array.from({ length: evaluator.optionCount(purple) }, (_, o) => o);
    const byTaxi = options.find((o) => evaluator.optionOf(purple, o).ticket === 0);
    const byUnderground = options.find((o) => evaluator.optionOf(purple, o).ticket === 2);
    if (byTaxi === undefined || byUnderground === undefined) throw new Error('test set-up: Purple needs both');
    const taxi = withOption(evaluator, purple, byTaxi);
    const underground = withOption(evaluator, purple, byUnderground);
    if (!taxi || !underground) throw new Error('test set-up: plans that cannot be entered');
    expect(underground.handed[2] ?? 0).toBeGreaterThan(taxi.handed[2] ?? 0);
    expect(underground.handedRelief).toBeGreaterThan(taxi.handedRelief);
    // His next stations: only an underground ride from where he may be reaches them.
    const board = state.game.board;
    const byTrainOnly = (next: Float64Array) =>
      [...next.keys()].filter(
        (station) =>
          (next[station] as number) > 0 &&
          [...state.candidates].every(
            (from) =>
              !board.neighbours(from, 'taxi').includes(station) && !board.neighbours(from, 'bus').includes(station),
          ),
      ).length;
    expect(byTrainOnly(taxi.next)).toBe(0);
    expect(byTrainOnly(underground.next)).toBeGreaterThan(0);
  });

  it('Ravensburger 2013: the fares go to the pile, and nothing is weighed', () => {
    const table = new Table(rbSetup([13, 26, 29, 34], 4)).play(xMove('taxi'));
    const { state, probabilities } = detectivesToMove(table);
    const evaluator = new Evaluator(readSituation(state, probabilities), WEIGHED);
    const red = evaluator.situation.movers.indexOf(0);
    const options = Array.from({ length: evaluator.optionCount(red) }, (_, o) => o);
    const byUnderground = options.find((o) => evaluator.optionOf(red, o).ticket === 2);
    if (byUnderground === undefined) throw new Error('test set-up: Red needs an underground ride');
    expect(withOption(evaluator, red, byUnderground)?.handedRelief).toBe(0);
  });
});
