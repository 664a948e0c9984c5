// Issue 27, "How it will be checked": records of games against Mister X players the review was never
// fitted on (the held-out bots), each with one planted blunder: at a surfacing, the pawns that could
// ride onto his shown station go elsewhere. The review calls that turn a blunder with a missed catch;
// it judges every turn on what the table knew, so his route changes no verdict (a lucky miss at 2%
// is no blunder on that account). RB 2013 (rules/003_44999932a4cf8209.txt): a pawn that ends its
// move on his station catches him; he shows his station after entries 3, 8, 13, 18 and 24.
import { describe, expect, it } from 'vitest';
import { reviewTurns } from '../inference/review/review';
import { replayProbabilities } from '../inference/whereabouts';
import { greedyDetectives } from './detective-policies';
import { checkPlanted, plantBlunders } from './planted';
import { feinterX, tubeX } from './x-held-out';

const EVALUATIONS = 600;

const records = [
  ...plantBlunders({ x: tubeX, team: greedyDetectives, ruleSet: 'ravensburger-2013', players: 4, games: 2, seed: 1 })
    .records,
  ...plantBlunders({
    x: feinterX,
    team: greedyDetectives,
    ruleSet: 'milton-bradley-1985',
    players: 5,
    games: 1,
    seed: 1,
  }).records,
];

describe('a planted blunder against a held-out Mister X', () => {
  it('is planted where the table saw him and a pawn could ride onto him, and lets him go', () => {
    expect(records).toHaveLength(3);
    for (const { game, plant } of records) {
      const state = game.states[plant.step];
      expect(state?.phase).toBe('pawns');
      expect(state?.revealed?.station).toBe(plant.station);
      expect(state?.revealed?.entry).toBe(state?.log.length);
      expect(game.route[state?.log.length ?? -1]).toBe(plant.station);
    }
  });

  it('is called a blunder with a missed catch, naming the pawns that could have caught him', () => {
    for (const record of records) {
      const { planted } = checkPlanted(record, EVALUATIONS);
      expect(planted?.verdict).toBe('blunder');
      expect(planted?.missedCatch).toBe(true);
      expect(planted?.loss).toBe(1);
      expect(planted?.truthChance).toBe(1);
      expect(planted?.catchers.length).toBeGreaterThan(0);
      expect(planted?.catchers.every((move) => move.to === record.plant.station)).toBe(true);
      expect(planted?.moves.some((move) => move.to === record.plant.station)).toBe(false);
    }
  });

  it('rates every turn the same whether his route is known or not: no verdict from hindsight', () => {
    const { states, events, route } = (records[0] as (typeof records)[number]).game;
    const chances = replayProbabilities(states, events);
    const known = [...reviewTurns(states, events, chances, { evaluations: EVALUATIONS, route })];
    const unknown = [...reviewTurns(states, events, chances, { evaluations: EVALUATIONS })];
    expect(known.map((turn) => [turn.step, turn.verdict, turn.loss])).toEqual(
      unknown.map((turn) => [turn.step, turn.verdict, turn.loss]),
    );
    expect(known.some((turn) => turn.side === 'detectives' && turn.missedCatch)).toBe(true);
  });
});
