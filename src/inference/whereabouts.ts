// Where Mister X probably is, event by event: feeds the record of a game to an estimator (by
// default the probability model of model/, docs/probabilities.md) and reads off a probability
// for each candidate station. The candidate set stays the reducer's; the probabilities only rank it.
import type { Board } from '../board/graph';
import type { GameEvent } from '../game/events';
import type { GameState } from '../game/state';
import { xUsableTickets } from '../game/tickets';
import { CAUTIOUS, CHOOSER, RANDOM_MOVER, SAFE_WALKER, scaleBehaviour, WARY } from './model/behaviours';
import type { Estimator, StationProbabilities } from './model/estimator';
import { Filter } from './model/filter';
import { Flat } from './model/flat';
import type { LearnedSharpness, Tempering } from './model/mixture';
import { Mixture } from './model/mixture';
import type { Behaviour, MoveContext } from './model/move-model';

/** Mister X's situation before his next log entry, as the table knows it. */
export function moveContext(state: GameState): MoveContext {
  const lastEntry = state.log[state.log.length - 1];
  return {
    pawns: state.positions,
    occupied: state.occupied,
    usable: xUsableTickets(state),
    half: state.doubleStep,
    afterReveal: lastEntry !== undefined && lastEntry.revealed !== null,
    canDouble: state.doubleStep === 0 && state.x.double > 0,
  };
}

/** The experts' prior weights (flat, random, wary, cautious) and the mixture's fixed share. */
export interface ModelWeights {
  readonly priors: readonly [number, number, number, number];
  readonly share: number;
  /** Prior weight and strength of the contrarian expert (a player who reads the screen). */
  readonly contrarian?: { readonly prior: number; readonly contrariness: number; readonly noise: number };
  /** Prior weight of a sharper cautious expert, and how much sharper (its preferences scaled). */
  readonly sharp?: { readonly prior: number; readonly factor: number };
  /** Prior weight of the ticket-chooser expert (he picks a ticket by taste, then any station). */
  readonly chooser?: { readonly prior: number };
  /** Further behaviour experts (prior weight and behaviour), after the others. */
  readonly others?: readonly { readonly prior: number; readonly behaviour: Behaviour }[];
  /** How many times each piece of evidence counts in the experts' weights (1: Bayes' rule). */
  readonly learning?: number;
  /** The mixed estimate raised to this power and normalised (1: as mixed), the power tempered in
   *  the game, or a sharpness learned by a rule of its own (the arena's variants). */
  readonly sharpen?: number | Tempering | LearnedSharpness;
}

/** Chosen on training seeds (docs/probabilities.md). A random mover is the expensive one to miss
 *  and the cheap one to rule out (a cautious player shows it within a move or two), and so is a
 *  cautious player the other way round: the evidence finds him, the prior need not. Two fifths on
 *  flat keep a player who reads the screen and goes where it says he is not from gaining on it,
 *  even over whole games of 22 rounds. */
export const MODEL_WEIGHTS: ModelWeights = {
  priors: [0.4, 0.5, 0.01, 0.03],
  share: 0.005,
  contrarian: { prior: 0.06, contrariness: 2, noise: 0.1 },
  // A mixture of experts is less sure than it should be while they disagree (a linear pool of
  // forecasts is under-dispersed), so the blend is raised to a power; how sure to be then depends
  // on the player, so the power is tempered in the game: by where he surfaces (a calibrated
  // estimate has him, on average, halfway down its mass) and by the evidence that he reads the
  // screen. Chosen on training seeds (docs/probabilities.md, issue 15).
  sharpen: { start: 1.2, rate: 0.15, min: 0.1, max: 3, reader: 0.2 },
  // Many players pick the kind of ticket first (taxi, most of all) and then a station: for them
  // the shown ticket says which kind of route he had, not how many; without this expert a taxi
  // lover is drawn, move by move, to stations with few bus routes (issue 15, fourth step).
  chooser: { prior: 0.05 },
  // Most people keep off the pawns' next reach and weigh nothing further; without this expert the
  // cautious player's taste in tickets, which they share, hands him the weight, and his sharp
  // ranking of stations (three rides from a pawn some 110 times below four) makes the estimate
  // sure and wrong, after a double move most of all (issue 28).
  others: [{ prior: 0.05, behaviour: SAFE_WALKER }],
};

/** The probability model: flat, random, wary, cautious, contrarian, chooser and safe-walker
 *  experts, mixed. */
export function probabilityModel(board: Board, weights: ModelWeights = MODEL_WEIGHTS): Mixture {
  const [flat, random, wary, cautious] = weights.priors;
  return new Mixture(
    [
      {
        // Flat over the set, with a random mover's taste in tickets (so tickets can count against it).
        estimator: new Flat(board.maxStationId + 1, new Filter(board, { kind: 'behaviour', behaviour: RANDOM_MOVER })),
        prior: flat,
      },
      { estimator: new Filter(board, { kind: 'behaviour', behaviour: RANDOM_MOVER }), prior: random },
      { estimator: new Filter(board, { kind: 'behaviour', behaviour: WARY }), prior: wary },
      { estimator: new Filter(board, { kind: 'behaviour', behaviour: CAUTIOUS }), prior: cautious },
      ...(weights.contrarian
        ? [
            {
              estimator: new Filter(board, {
                kind: 'contrarian',
                contrariness: weights.contrarian.contrariness,
                noise: weights.contrarian.noise,
                double: 1 / (1 + Math.exp(-RANDOM_MOVER.double.base)),
              }),
              prior: weights.contrarian.prior,
            },
          ]
        : []),
      ...(weights.sharp
        ? [
            {
              estimator: new Filter(board, {
                kind: 'behaviour',
                behaviour: sharpBehaviour(weights.sharp.factor),
              }),
              prior: weights.sharp.prior,
            },
          ]
        : []),
      ...(weights.chooser
        ? [
            {
              estimator: new Filter(board, { kind: 'chooser', behaviour: CHOOSER }),
              prior: weights.chooser.prior,
            },
          ]
        : []),
      ...(weights.others ?? []).map(({ prior, behaviour }) => ({
        estimator: new Filter(board, { kind: 'behaviour', behaviour }),
        prior,
      })),
    ],
    weights.share,
    weights.learning ?? 1,
    weights.sharpen ?? 1,
  );
}

const sharpCache = new Map<number, Behaviour>();

/** The cautious behaviour with every preference scaled by `factor` (one object per factor, so the
 *  step caches of move-model.ts find it again). */
function sharpBehaviour(factor: number): Behaviour {
  let behaviour = sharpCache.get(factor);
  if (!behaviour) {
    behaviour = scaleBehaviour(CAUTIOUS, factor, `cautious x${factor}`);
    sharpCache.set(factor, behaviour);
  }
  return behaviour;
}

/** Feeds one event (with the states around it) to an estimator. */
export function observeEvent(estimator: Estimator, before: GameState, event: GameEvent, after: GameState): void {
  if (event.type === 'x-move') estimator.move(event.ticket, moveContext(before));
  else if (event.type === 'x-double') estimator.double(moveContext(before));
  estimator.observe(after.candidates);
}

/** Starts an estimator on a game's first state. */
export function startEstimator(estimator: Estimator, first: GameState): Estimator {
  estimator.start(first.candidates);
  return estimator;
}

/** The probabilities after each event of a replay: index k is after k events (0: the start). */
export function replayProbabilities(
  states: readonly GameState[],
  events: readonly GameEvent[],
  make: (board: Board) => Estimator = probabilityModel,
): StationProbabilities[] {
  const at = probabilitiesAsAsked(states, events, make);
  return states.map((_, step) => at(step) as StationProbabilities);
}

/** The same probabilities, each worked out when first asked for (with every one before it), so a
 *  review can weigh its first turns before the estimate of the whole game is made. */
export function probabilitiesAsAsked(
  states: readonly GameState[],
  events: readonly GameEvent[],
  make: (board: Board) => Estimator = probabilityModel,
): (step: number) => StationProbabilities | undefined {
  const first = states[0];
  if (!first) return () => undefined;
  const estimator = startEstimator(make(first.game.board), first);
  let current = estimator.probabilities();
  const out: StationProbabilities[] = [current.slice()];
  return (step) => {
    while (out.length <= step && out.length < states.length) {
      const index = out.length - 1;
      observeEvent(estimator, states[index] as GameState, events[index] as GameEvent, states[index + 1] as GameState);
      // An estimate that did not change answers with the same array: share the copy.
      const next = estimator.probabilities();
      out.push(next === current ? (out[out.length - 1] as Float64Array) : next.slice());
      current = next;
    }
    return out[step];
  };
}
