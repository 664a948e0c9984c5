// Records of arena games with one planted blunder, seeded: a detective team plays as it would,
// except at one surfacing where a pawn could ride onto the station he has just shown: there the
// pawns that could ride onto it go elsewhere. The review must call that turn a blunder with a missed
// catch, and must not call lucky misses (a pawn could have ridden onto his true station, which the
// table had at a few per cent) blunders.
import type { StationId } from '../board/types';
import { legalDestinations } from '../game/pawn-moves';
import type { GameState } from '../game/state';
import type { DetectivesTurn, Verdict } from '../inference/review/review';
import { reviewTurns, VERDICTS } from '../inference/review/review';
import { replayProbabilities } from '../inference/whereabouts';
import { playArenaGame } from './arena';
import type { DetectivePolicy, PawnChoice, PawnTurn, XPolicy } from './players';
import type { PresetRuleSet, SimulatedGame } from './simulate';

/** The surfacing entries from which a blunder may be planted: game i of a run starts looking at
 *  the (i mod 3)-th, so that blunders fall early, in the middle and late in the game. */
const FROM_ENTRIES = [3, 8, 13] as const;
/** The arena's hiders seldom end a move in a pawn's reach, so few games offer a blunder to plant
 *  (about one in ten against the advisor): at most this many games per record are played. */
const MAX_TRIES = 40;

/** A turn at which the table sees him: it begins right after he surfaced, no pawn has moved yet. */
function shownStation(state: GameState): StationId | null {
  const revealed = state.revealed;
  if (state.phase !== 'pawns' || state.moved.some((moved) => moved)) return null;
  if (!revealed || revealed.entry !== state.log.length) return null;
  return revealed.station;
}

/** The pawns to move that could ride onto `station`, each with another move to make instead. */
function catchers(state: GameState, waiting: readonly number[], station: StationId): number[] | null {
  const able = waiting.filter((pawn) => legalDestinations(state, pawn).has(station));
  const free = able.every((pawn) => [...legalDestinations(state, pawn).keys()].some((to) => to !== station));
  return able.length > 0 && free ? able : null;
}

export interface Plant {
  /** The replay step the planted turn begins at (states[step]), -1 until planted. */
  step: number;
  round: number;
  station: StationId;
}

/** The team `team`, except that at the first surfacing from entry `fromEntry` on where a pawn could
 *  ride onto his shown station, every pawn's move onto it goes elsewhere (a legal move at random). */
export function plantingBlunder(team: DetectivePolicy, fromEntry: number, plant: Plant): DetectivePolicy {
  return {
    name: `${team.name}+blunder`,
    start(setup, board) {
      const player = team.start(setup, board);
      let planting: StationId | null = null;
      return {
        ...(player.observe ? { observe: player.observe.bind(player) } : {}),
        choose(turn: PawnTurn): PawnChoice {
          const { state } = turn;
          const shown = plant.step < 0 && state.log.length >= fromEntry ? shownStation(state) : null;
          if (shown !== null && catchers(state, turn.waiting, shown)) {
            planting = shown;
            plant.step = state.events;
            plant.round = state.round;
            plant.station = shown;
          }
          if (planting !== null && state.round !== plant.round) planting = null;
          const choice = player.choose(turn);
          if (planting === null || choice.to !== planting) return choice;
          const elsewhere = [...legalDestinations(state, choice.pawn)].filter(([to]) => to !== planting);
          const [to, tickets] = turn.rng.pick(elsewhere);
          return { pawn: choice.pawn, to, ticket: turn.rng.pick(tickets) };
        },
      };
    },
  };
}

export interface PlantedGame {
  readonly game: SimulatedGame;
  readonly seed: number;
  readonly x: string;
  readonly team: string;
  readonly plant: Readonly<Plant>;
}

export interface PlantedRun {
  readonly records: readonly PlantedGame[];
  /** Games played for them (a game where no blunder could be planted is left out). */
  readonly tried: number;
}

export interface PlantOptions {
  readonly x: XPolicy;
  readonly team: DetectivePolicy;
  readonly ruleSet: PresetRuleSet;
  readonly players: number;
  /** Records wanted; games from `seed` on are played until there are as many (at most MAX_TRIES times as many games). */
  readonly games: number;
  readonly seed: number;
}

/** The planted turn let him go: no pawn ended on him after all (one left with no other move may
 *  have), and the pawns did not trap him instead (a win where a trapped Mister X loses). */
function letHimGo(game: SimulatedGame, plant: Plant): boolean {
  for (let index = plant.step; index < game.events.length; index++) {
    const phase = (game.states[index] as GameState).phase;
    const event = game.events[index];
    if (phase !== 'pawns' && phase !== 'question') return event?.type !== 'end';
    if (event?.type === 'pawn-move' && event.to === plant.station) return false;
  }
  return false;
}

/** Arena games with a planted blunder each: game i plays seed + i; a game in which no pawn could
 *  ride onto his shown station (or he was caught before, or the planted turn caught or trapped him
 *  after all) is left out. */
export function plantBlunders(options: PlantOptions): PlantedRun {
  const records: PlantedGame[] = [];
  const table = { seed: options.seed, ruleSet: options.ruleSet, detectiveCount: options.players, x: options.x };
  let tried = 0;
  while (records.length < options.games && tried < options.games * MAX_TRIES) {
    const plant: Plant = { step: -1, round: 0, station: 0 };
    const from = FROM_ENTRIES[tried % FROM_ENTRIES.length] as number;
    const game = playArenaGame(table, tried, plantingBlunder(options.team, from, plant));
    tried++;
    if (plant.step < 0 || !letHimGo(game, plant)) continue;
    records.push({ game, seed: options.seed + tried - 1, x: options.x.name, team: options.team.name, plant });
  }
  return { records, tried };
}

/** A turn the table could have caught him at by luck: a pawn could have ridden onto his true
 *  station, which the table had at this much or less. */
export const LUCKY = 0.05;

export interface PlantedCheck {
  /** The review of the planted turn (null: the review did not rate it). */
  readonly planted: DetectivesTurn | null;
  /** The other detectives' turns where a pawn could have ridden onto him at LUCKY or less. */
  readonly lucky: readonly DetectivesTurn[];
  /** The other turns where a pawn could have ridden onto a station the table had at LUCKY or less
   *  and none did: a lucky miss had he been there (the verdict never reads his route). */
  readonly unlikely: readonly DetectivesTurn[];
  readonly verdicts: Readonly<Record<Verdict, number>>;
}

/** A pawn could have ridden onto a station the table had at LUCKY or less, and none did. */
function leftUnlikely(state: GameState, probabilities: ArrayLike<number>, turn: DetectivesTurn): boolean {
  const reach = new Set<StationId>();
  state.moved.forEach((moved, pawn) => {
    if (!moved) for (const to of legalDestinations(state, pawn).keys()) reach.add(to);
  });
  return [...state.candidates].some((station) => {
    const given = probabilities[station] ?? 0;
    return given > 0 && given <= LUCKY && reach.has(station) && !turn.moves.some((move) => move.to === station);
  });
}

/** The review of a planted game, as `npm run analyze -- FILE --review` would give it. */
export function checkPlanted(record: PlantedGame, evaluations: number): PlantedCheck {
  const { states, events, route } = record.game;
  const chances = replayProbabilities(states, events);
  const turns = [...reviewTurns(states, events, chances, { evaluations, route })].filter(
    (turn): turn is DetectivesTurn => turn.side === 'detectives',
  );
  const verdicts = Object.fromEntries(VERDICTS.map((verdict) => [verdict, 0])) as Record<Verdict, number>;
  for (const turn of turns) verdicts[turn.verdict]++;
  const others = turns.filter((turn) => turn.step !== record.plant.step);
  return {
    planted: turns.find((turn) => turn.step === record.plant.step) ?? null,
    lucky: others.filter((turn) => turn.missedCatch === true && (turn.truthChance ?? 1) <= LUCKY),
    unlikely: others.filter((turn) => leftUnlikely(states[turn.step] as GameState, chances[turn.step] ?? [], turn)),
    verdicts,
  };
}
