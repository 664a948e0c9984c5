// How good a joint plan is: one number in units of "chance to catch Mister X", plus what went into
// it. A plan puts every pawn still to move on a station; then
// - he is caught now where a pawn lands on him (his probability there);
// - from every other station he could be on, he moves on with the tickets he holds, avoiding the
//   stations the pawns can reach next round (a wary player, not an omniscient one); where he has
//   no free station he is trapped;
// - the pawns' chance to catch him next round: every station they can reach when he surfaces next
//   (they will know where he is), else the best one station per pawn;
// - his room: the stations he can reach before any pawn (pursuit-evasion's Voronoi region), which
//   the pawns shrink by closing in from different sides and by standing on the underground;
// - closing in: the pawns' average rides to where he probably is;
// - tickets: a pile that cannot last the rounds left, or a pawn with no ticket for any line from
//   its station, is a pawn lost; a round the pawn is sure to sit out, its tickets allowing fewer
//   rides than the rounds left whatever it does (lasting.ts), costs what a pawn is worth, and at
//   least a certain catch; a pawn riding between the same two stations a third time running
//   without guarding anything (guards.ts) loses a round as good as sat out;
// - Milton Bradley: the fares the plan pays go to Mister X: each bus and underground ticket is
//   worth something to him (the less so the more of them he holds and the fewer rounds are left),
//   and a kind of ticket he had run out of is his again for his next move.
import type { StationId } from '../board/types';
import { type TICKETS, TRANSPORT_TICKETS } from '../board/types';
import { ticketsLeft } from '../game/tickets';
import { pawnRides, type Rides, ticketMask, UNREACHABLE, xRides } from './distances';
import { closesIn, cutsOff, guardsSomething } from './guards';
import type { Lasting } from './lasting';
import { lastingIndex, lastingTables } from './lasting';
import { nextCatch as nextCatchOf } from './next-catch';
import type { Situation } from './situation';
import type { AdvisorWeights } from './weights';

/** How many moves a pile falls short of what its pawns need for the rounds left, smoothly (so a
 *  pile is spared before it runs short). Every station has a taxi line; bus and underground
 *  tickets take a pawn only so far (up to 40% and 15% of its moves). `left` holds taxi, bus and
 *  underground counts per pile. */
export function pileShortfall(left: Int32Array, pool: number, pawns: number, roundsLeft: number): number {
  if (pawns === 0) return 0;
  const need = roundsLeft * pawns;
  const taxi = left[pool * 3] as number;
  const bus = left[pool * 3 + 1] as number;
  const underground = left[pool * 3 + 2] as number;
  const gap = need - (taxi + Math.min(bus, 0.4 * need) + Math.min(underground, 0.15 * need));
  return gap > -4 ? Math.log1p(Math.exp(gap)) : 0;
}

/** Milton Bradley: what one more ticket of each kind is worth to Mister X with none of it in hand
 *  (taxi, bus, underground). Taxi is left out: the detectives pay him more taxi fares than he can
 *  use (about 28 a game in the arena); an underground ride takes him furthest. */
const X_TICKET_VALUE = [0, 0.3, 1] as const;
/** Each ticket of a kind he already holds makes the next one worth e^(-1/4) as much. */
const X_STOCK_SCALE = 4;
/** Rounds in a game (Milton Bradley: 22 tickets per pawn), to weigh a ticket by the rounds left. */
const X_ROUNDS = 22;

/** What the tickets `handed` (taxi, bus, underground) are worth to Mister X holding `stock`, in
 *  tickets of the most useful kind with none in hand, scaled by the share of the game left. */
export function handedValue(stock: ArrayLike<number>, handed: ArrayLike<number>, roundsLeft: number): number {
  let total = 0;
  for (let t = 1; t < 3; t++) {
    for (let n = 0; n < (handed[t] as number); n++) {
      total += (X_TICKET_VALUE[t] as number) * Math.exp(-((stock[t] as number) + n) / X_STOCK_SCALE);
    }
  }
  return (total * Math.min(roundsLeft, X_ROUNDS)) / X_ROUNDS;
}

/** A plan: for each mover (in `Situation.movers` order) the index of its option, SIT_OUT when it
 *  does not move (allowed only when it cannot), UNDECIDED while a plan is being built (it stands
 *  where it is, unchecked). */
export type Choice = Int32Array;
export const SIT_OUT = -1;
export const UNDECIDED = -2;

export interface Breakdown {
  readonly value: number;
  /** His probability on the stations the pawns land on. */
  readonly catchNow: number;
  /** His probability on stations with no free station to move to. */
  readonly trapped: number;
  readonly nextCatch: number;
  /** His room as a share of the board (probability-weighted). */
  readonly room: number;
  readonly ticketShortfall: number;
  /** Every round left for each detective with no ticket for any line from its station. */
  readonly strandedRounds: number;
  /** Rounds the detectives are sure to sit out whatever they do (lasting.ts). */
  readonly sureRounds: number;
  /** What the tickets cost the plan's value: the piles' shortfall and the rounds lost. */
  readonly ticketCost: number;
  /** Rides that take a pawn between the same two stations a third time running without guarding
   *  anything there, and what they cost the plan's value. */
  readonly shuttles: number;
  readonly shuttleCost: number;
  /** The pawns' average rides to where he probably is. */
  readonly approach: number;
  /** Milton Bradley: the fares the plan hands Mister X (taxi, bus, underground), and what they are
   *  worth to him (handedValue; 0 under Ravensburger, or when not weighed). */
  readonly handed: readonly number[];
  readonly handedRelief: number;
  /** Where he may be after his next move (probability by station). */
  readonly next: Float64Array;
  /** Final station of every pawn. */
  readonly positions: Int32Array;
  /** Ticket mask each pawn holds after the plan (Bobbies: all). */
  readonly masks: Int32Array;
}

const INVALID = Number.NEGATIVE_INFINITY;
const DISTANCE_CAP = 4;
const TICKET_INDEX = new Map(TRANSPORT_TICKETS.map((ticket, index) => [ticket, index]));

export class Evaluator {
  readonly evaluations = { count: 0 };
  private readonly size: number;
  private readonly pawnCount: number;
  private readonly basePositions: Int32Array;
  private readonly baseOwner: Int32Array;
  private readonly moverOfPawn: Int32Array;
  private readonly optionTo: Int32Array[];
  private readonly optionTicket: Int32Array[];
  /** Where an option takes its pawn back to the station it came from, a third ride running
   *  between the two (GameState.lastRides): 1, or 2 when it closes in on him or cuts off part of
   *  his room; 0 for any other option. */
  private readonly optionShuttles: Uint8Array[];
  private readonly baseTickets: Int32Array;
  private readonly xTable: Rides;
  private readonly xTickets: readonly (typeof TICKETS)[number][];
  private readonly attraction: Float64Array;
  /** Milton Bradley, when weighed: his taxi/bus/underground stock, else null. */
  private readonly xStock: Int32Array | null;
  /** Transport tickets he cannot show next unless a fare hands him one (none while he has black). */
  private readonly xLacking: number;
  private readonly handed = new Int32Array(3);
  /** Detectives paying from each pawn's pile, and the pawn's place among them (a pile two pawns
   *  share is read as split between them, the odd ticket to the later pawn). */
  private readonly pileShare: Int32Array;
  private readonly pileRank: Int32Array;
  /** A pawn left out of the evaluation (placed nowhere, riding nothing), to weigh what a pawn is
   *  worth; -1 for none. */
  private absent = -1;
  /** What a pawn is worth in this position, on average: the part of the plan's value (catching him,
   *  trapping him, his room) that goes when one pawn is taken off the board. A round a pawn is
   *  sure to sit out, or rides to and fro for nothing, costs this much. */
  readonly pawnWorth: number;
  /** The most rides tickets allow, for every count up to the piles' (lasting.ts). */
  private readonly lasting: Lasting | null;
  // Scratch buffers, reused by every evaluation.
  private readonly positions: Int32Array;
  private readonly left: Int32Array;
  private readonly masks: Int32Array;
  private readonly stamp: Int32Array;
  private readonly occupiedBy: Int32Array;
  private readonly reachStamp: Int32Array;
  private readonly pawnDistance: Uint8Array;
  private readonly next: Float64Array;
  private readonly touched: Int32Array;
  private readonly exits: Int32Array;
  private readonly exitWeight: Float64Array;
  /** Where a double move takes him from a cornered station, and how he weighs each. */
  private readonly doubleExits: Int32Array;
  private readonly doubleWeight: Float64Array;
  /** Whether he may play a double move next (he holds one and the weights model it). */
  private readonly xDoubles: boolean;
  /** His room from every station he could be on at once: `roomTable[s * roomColumns + d]` is the
   *  weight of those stations from which he reaches station s in fewer than d rides (d capped at
   *  the last column). Made once per situation, so an evaluation reads each station once instead of
   *  every station once per station he could be on. */
  private readonly roomTable: Float64Array;
  private readonly roomColumns: number;
  private epoch = 0;

  constructor(
    readonly situation: Situation,
    readonly weights: AdvisorWeights,
  ) {
    const { state, board, movers, options } = situation;
    this.size = board.maxStationId + 1;
    this.pawnCount = state.positions.length;
    this.basePositions = Int32Array.from(state.positions);
    this.baseOwner = new Int32Array(this.size).fill(-1);
    state.positions.forEach((station, pawn) => {
      this.baseOwner[station] = pawn;
    });
    this.moverOfPawn = new Int32Array(this.pawnCount).fill(-1);
    movers.forEach((pawn, index) => {
      this.moverOfPawn[pawn] = index;
    });
    // Piles only shrink: the tables up to today's largest counts serve the whole search.
    const most = (ticket: 'taxi' | 'bus' | 'underground') => Math.max(0, ...state.tickets.map((left) => left[ticket]));
    this.lasting = weights.sureLoss > 0 ? lastingTables(board, most('taxi'), most('bus'), most('underground')) : null;
    this.pileShare = new Int32Array(this.pawnCount).fill(1);
    this.pileRank = new Int32Array(this.pawnCount);
    situation.poolOfPawn.forEach((pool, pawn) => {
      if (pool < 0) return;
      this.pileShare[pawn] = Math.max(1, situation.poolPawns[pool] as number);
      this.pileRank[pawn] = situation.poolOfPawn.slice(0, pawn).filter((other) => other === pool).length;
    });
    this.optionTo = options.map((list) => Int32Array.from(list, (option) => option.to));
    this.optionTicket = options.map((list) => Int32Array.from(list, (option) => TICKET_INDEX.get(option.ticket) ?? 0));
    // A ride back a third time that closes in on him or cuts off part of his room guards that,
    // wherever the others go (2); the rest (1) are asked in each plan what they guard.
    this.optionShuttles = options.map((list, mover) => {
      const pawn = movers[mover] as number;
      const last = state.lastRides[pawn];
      const from = state.positions[pawn] as StationId;
      const mask = ticketMask(ticketsLeft(state, pawn));
      return Uint8Array.from(list, (option) => {
        if (weights.shuttle <= 0 || !last || last.from !== option.to || last.rides < 2) return 0;
        return closesIn(situation, from, option.to, mask) || cutsOff(situation, pawn, option.to) ? 2 : 1;
      });
    });
    this.baseTickets = Int32Array.from(state.tickets.flatMap((counts) => TRANSPORT_TICKETS.map((t) => counts[t])));
    this.xTickets = situation.xTickets;
    this.xTable = xRides(board);
    const stock = state.x.stock;
    this.xStock =
      state.game.setup.misterX.receivesSpentTickets && stock && weights.handedToX > 0
        ? Int32Array.from(TRANSPORT_TICKETS, (t) => stock[t])
        : null;
    let lacking = 0;
    if (this.xStock && !this.xTickets.includes('black')) {
      for (let t = 0; t < 3; t++) if ((this.xStock[t] as number) <= 0) lacking |= 1 << t;
    }
    this.xLacking = lacking;
    this.attraction = new Float64Array(2 * (DISTANCE_CAP + 1));
    for (let reach = 0; reach < 2; reach++) {
      for (let d = 0; d <= DISTANCE_CAP; d++) {
        this.attraction[reach * (DISTANCE_CAP + 1) + d] = Math.exp(
          -weights.avoidReach * reach + weights.preferDistance * d,
        );
      }
    }
    this.positions = new Int32Array(this.pawnCount);
    this.left = new Int32Array(this.baseTickets.length);
    this.masks = new Int32Array(this.pawnCount);
    this.stamp = new Int32Array(this.size);
    this.occupiedBy = new Int32Array(this.size).fill(-1);
    this.reachStamp = new Int32Array(this.size);
    this.pawnDistance = new Uint8Array(this.size);
    this.next = new Float64Array(this.size);
    this.touched = new Int32Array(this.size);
    this.exits = new Int32Array(this.size);
    this.exitWeight = new Float64Array(this.size);
    this.doubleExits = new Int32Array(this.size);
    this.doubleWeight = new Float64Array(this.size);
    this.xDoubles = weights.doubleMove > 0 && state.x.double > 0;
    const room = roomTable(situation, this.xTable, weights.room > 0);
    this.roomTable = room.table;
    this.roomColumns = room.columns;
    const worthWeighed = weights.shuttle > 0 || weights.sureLoss > 0;
    this.pawnWorth = worthWeighed && situation.roundsLeft > 0 ? this.worthOfPawn() : 0;
  }

  /** The value of the pawns where they stand, less the same with each pawn in turn taken off the
   *  board, on average over the pawns (the parts that catch him; not closing in, not tickets). */
  private worthOfPawn(): number {
    const stay = new Int32Array(this.situation.movers.length).fill(UNDECIDED);
    const held = (breakdown: Breakdown | null) =>
      breakdown
        ? breakdown.catchNow +
          (this.situation.trappedLoses ? 1 : 0.3) * breakdown.trapped +
          this.weights.next * breakdown.nextCatch -
          this.weights.room * breakdown.room
        : 0;
    const all = held(this.evaluate(stay, true));
    let total = 0;
    for (let pawn = 0; pawn < this.pawnCount; pawn++) {
      this.absent = pawn;
      total += Math.max(0, all - held(this.evaluate(stay, true)));
    }
    this.absent = -1;
    this.evaluations.count -= this.pawnCount + 1;
    return total / Math.max(1, this.pawnCount);
  }

  /** The plan's rides that take a pawn between the same two stations a third time running and
   *  guard nothing there (read while `next` holds where he may go next, `touched` stations of it). */
  private unguardedShuttles(choice: Choice, touched: number): number {
    const { situation } = this;
    let count = 0;
    let total = -1;
    for (let mover = 0; mover < situation.movers.length; mover++) {
      const option = choice[mover] as number;
      if (option < 0 || this.optionShuttles[mover]?.[option] !== 1) continue;
      if (total < 0) {
        total = 0;
        for (let i = 0; i < touched; i++) total += this.next[this.touched[i] as number] as number;
      }
      const pawn = situation.movers[mover] as number;
      const from = situation.state.positions[pawn] as StationId;
      const to = this.optionTo[mover]?.[option] as StationId;
      if (!guardsSomething(situation, this.next, total, from, to, this.masks[pawn] as number)) count++;
    }
    return count;
  }

  /** His room from the station `from` (stations he reaches before any pawn), as a count. */
  private roomFrom(from: number): number {
    const { size } = this;
    const xRows = this.xTable.rides;
    const row = from * size;
    let count = 0;
    for (let station = 1; station < size; station++) {
      if ((xRows[row + station] as number) < (this.pawnDistance[station] as number)) count++;
    }
    return count;
  }

  /** The station and ticket index of a mover's option. */
  optionOf(mover: number, option: number): { to: StationId; ticket: number } {
    return { to: this.optionTo[mover]?.[option] ?? 0, ticket: this.optionTicket[mover]?.[option] ?? 0 };
  }

  optionCount(mover: number): number {
    return this.optionTo[mover]?.length ?? 0;
  }

  score(choice: Choice): number {
    return this.evaluate(choice, false)?.value ?? INVALID;
  }

  breakdown(choice: Choice): Breakdown | null {
    return this.evaluate(choice, true);
  }

  /** Whether the plan can be entered: distinct stations, an order in which every pawn's
   *  destination is free when it moves, and tickets enough in every pile. */
  private place(choice: Choice): boolean {
    const { situation } = this;
    this.positions.set(this.basePositions);
    this.left.set(this.baseTickets);
    for (let mover = 0; mover < situation.movers.length; mover++) {
      const pawn = situation.movers[mover] as number;
      const option = choice[mover] as number;
      if (option < 0) continue;
      this.positions[pawn] = this.optionTo[mover]?.[option] as number;
      const pool = situation.poolOfPawn[pawn] as number;
      if (pool >= 0) {
        const at = pool * 3 + (this.optionTicket[mover]?.[option] as number);
        this.left[at] = (this.left[at] as number) - 1;
        if ((this.left[at] as number) < 0) return false;
      }
    }
    if (this.absent >= 0) this.positions[this.absent] = 0;
    const epoch = ++this.epoch;
    for (let pawn = 0; pawn < this.pawnCount; pawn++) {
      const station = this.positions[pawn] as number;
      if (this.stamp[station] === epoch) return false;
      this.stamp[station] = epoch;
    }
    // A pawn may sit out only when, after the others' moves, it cannot move (the rules make every
    // pawn that can move move).
    for (let mover = 0; mover < situation.movers.length; mover++) {
      if (choice[mover] !== SIT_OUT) continue;
      const pool = situation.poolOfPawn[situation.movers[mover] as number] as number;
      const stations = this.optionTo[mover] as Int32Array;
      const tickets = this.optionTicket[mover] as Int32Array;
      for (let option = 0; option < stations.length; option++) {
        const free = this.stamp[stations[option] as number] !== epoch;
        if (free && (pool < 0 || (this.left[pool * 3 + (tickets[option] as number)] as number) > 0)) return false;
      }
    }
    // A pawn moving onto a station another pawn leaves must wait for it: no cycles.
    for (let mover = 0; mover < situation.movers.length; mover++) {
      let pawn = situation.movers[mover] as number;
      for (let steps = 0; steps <= this.pawnCount; steps++) {
        const mine = this.moverOfPawn[pawn] as number;
        if (mine < 0 || (choice[mine] as number) < 0) break;
        const owner = this.baseOwner[this.positions[pawn] as number] as number;
        if (owner < 0) break;
        if (owner === situation.movers[mover]) return false;
        pawn = owner;
      }
    }
    return true;
  }

  private evaluate(choice: Choice, detailed: boolean): Breakdown | null {
    this.evaluations.count++;
    if (!this.place(choice)) return null;
    const { situation, weights, size } = this;
    const { board } = situation;
    const epoch = this.epoch;
    // Ticket masks after the plan, the stations the pawns can reach next round, their distances.
    this.pawnDistance.fill(UNREACHABLE);
    this.occupiedBy.fill(-1);
    for (let pawn = 0; pawn < this.pawnCount; pawn++) this.occupiedBy[this.positions[pawn] as number] = pawn;
    const reachEpoch = epoch;
    let ticketShortfall = 0;
    let strandedRounds = 0;
    let sureRounds = 0;
    let approach = 0;
    for (let pool = 0; pool < situation.poolPawns.length; pool++) {
      ticketShortfall += pileShortfall(this.left, pool, situation.poolPawns[pool] as number, situation.roundsLeft);
    }
    // Milton Bradley: every fare paid goes to him.
    let handedRelief = 0;
    let xTickets = this.xTickets;
    this.handed.fill(0);
    if (this.xStock) {
      for (let at = 0; at < this.left.length; at++) {
        const t = at % 3;
        this.handed[t] = (this.handed[t] as number) + (this.baseTickets[at] as number) - (this.left[at] as number);
      }
      handedRelief = handedValue(this.xStock, this.handed, situation.roundsLeft);
      let regained = 0;
      for (let t = 0; t < 3; t++)
        if ((this.xLacking & (1 << t)) !== 0 && (this.handed[t] as number) > 0) regained |= 1 << t;
      if (regained !== 0) {
        xTickets = [...xTickets, ...TRANSPORT_TICKETS.filter((_, t) => (regained & (1 << t)) !== 0)];
      }
    }
    for (let pawn = 0; pawn < this.pawnCount; pawn++) {
      if (pawn === this.absent) {
        this.masks[pawn] = 0;
        continue;
      }
      const pool = situation.poolOfPawn[pawn] as number;
      let mask = 7;
      if (pool >= 0) {
        mask = 0;
        for (let t = 0; t < 3; t++) if ((this.left[pool * 3 + t] as number) > 0) mask |= 1 << t;
      }
      this.masks[pawn] = mask;
      const from = this.positions[pawn] as number;
      let lines = 0;
      for (let t = 0; t < 3; t++) {
        if ((mask & (1 << t)) === 0) continue;
        for (const to of board.neighbours(from, TRANSPORT_TICKETS[t] as 'taxi')) {
          lines++;
          this.reachStamp[to] = reachEpoch;
        }
      }
      if (pool >= 0 && this.lasting) {
        const share = this.pileShare[pawn] as number;
        const rank = this.pileRank[pawn] as number;
        const own = (t: number) => Math.floor(((this.left[pool * 3 + t] as number) + rank) / share);
        const at = lastingIndex(this.lasting, from, Math.min(22, own(0)), Math.min(22, own(1)), Math.min(22, own(2)));
        sureRounds += Math.max(0, situation.roundsLeft - (this.lasting.most[at] as number));
      }
      if (pool >= 0 && lines === 0) strandedRounds += situation.roundsLeft;
      if (mask === 0) continue;
      const table = pawnRides(board, mask);
      const row = from * size;
      if (weights.approach > 0) {
        let rides = 0;
        for (let k = 0; k < situation.support.length; k++) {
          rides +=
            Math.min(DISTANCE_CAP + 2, table.rides[row + (situation.support[k] as number)] as number) *
            (situation.supportWeight[k] as number);
        }
        approach += rides / this.pawnCount;
      }
      for (let station = 1; station < size; station++) {
        const d = table.rides[row + station] as number;
        if (d < (this.pawnDistance[station] as number)) this.pawnDistance[station] = d;
      }
    }
    // Where he is now, where he goes next, how much room he has: his room from every station he
    // could be on, less the ones where he is caught or trapped.
    let catchNow = 0;
    let trapped = 0;
    let room = 0;
    let touchedCount = 0;
    const countsRoom = weights.room > 0;
    if (countsRoom) {
      const columns = this.roomColumns;
      const last = columns - 1;
      for (let station = 1; station < size; station++) {
        const d = this.pawnDistance[station] as number;
        room += this.roomTable[station * columns + (d < last ? d : last)] as number;
      }
    }
    for (let k = 0; k < situation.support.length; k++) {
      const from = situation.support[k] as number;
      const weight = situation.supportWeight[k] as number;
      if ((this.occupiedBy[from] as number) >= 0) {
        catchNow += weight;
        if (countsRoom) room -= weight * this.roomFrom(from);
        continue;
      }
      const exitEpoch = -++this.epoch;
      let exitCount = 0;
      let total = 0;
      let safe = false;
      for (const ticket of xTickets) {
        for (const to of board.ticketNeighbours(from, ticket)) {
          if ((this.occupiedBy[to] as number) >= 0 || this.stamp[to] === exitEpoch) continue;
          this.stamp[to] = exitEpoch;
          const reach = this.reachStamp[to] === reachEpoch ? 1 : 0;
          if (reach === 0) safe = true;
          const d = Math.min(DISTANCE_CAP, this.pawnDistance[to] as number);
          const attraction = this.attraction[reach * (DISTANCE_CAP + 1) + d] as number;
          this.exits[exitCount] = to;
          this.exitWeight[exitCount] = attraction;
          exitCount++;
          total += attraction;
        }
      }
      if (exitCount === 0) {
        trapped += weight;
        if (countsRoom) room -= weight * this.roomFrom(from);
        continue;
      }
      // Cornered (every free station within a pawn's reach) with a double move in hand, he rides
      // twice, when that takes him out of their reach.
      let exits = this.exits;
      let exitWeight = this.exitWeight;
      if (this.xDoubles && !safe) {
        const doubleEpoch = -++this.epoch;
        let count = 0;
        let doubleTotal = 0;
        let escapes = false;
        for (let e = 0; e < exitCount; e++) {
          const via = this.exits[e] as number;
          for (const ticket of xTickets) {
            for (const to of board.ticketNeighbours(via, ticket)) {
              if ((this.occupiedBy[to] as number) >= 0 || this.stamp[to] === doubleEpoch) continue;
              this.stamp[to] = doubleEpoch;
              const reach = this.reachStamp[to] === reachEpoch ? 1 : 0;
              if (reach === 0) escapes = true;
              const d = Math.min(DISTANCE_CAP, this.pawnDistance[to] as number);
              const attraction = this.attraction[reach * (DISTANCE_CAP + 1) + d] as number;
              this.doubleExits[count] = to;
              this.doubleWeight[count] = attraction;
              count++;
              doubleTotal += attraction;
            }
          }
        }
        if (escapes) {
          exits = this.doubleExits;
          exitWeight = this.doubleWeight;
          exitCount = count;
          total = doubleTotal;
        }
      }
      for (let e = 0; e < exitCount; e++) {
        const to = exits[e] as number;
        if (this.next[to] === 0) this.touched[touchedCount++] = to;
        this.next[to] = (this.next[to] as number) + (weight * (exitWeight[e] as number)) / total;
      }
    }
    room = Math.max(0, room) / (size - 1);
    const placed = { positions: this.positions, masks: this.masks };
    const nextCatch = nextCatchOf(board, placed, this.next, situation.surfacingNext);
    // The rounds to come count only if the game goes on (he is not caught or trapped now); the
    // 'pile' weighing did not ask.
    const goesOn = Math.max(0, 1 - catchNow - (situation.trappedLoses ? trapped : 0));
    const shuttles = weights.shuttle > 0 ? this.unguardedShuttles(choice, touchedCount) : 0;
    const shuttleCost = goesOn * weights.shuttle * this.pawnWorth * shuttles;
    const ticketCost =
      weights.tickets * ticketShortfall +
      weights.stranded * strandedRounds +
      goesOn * weights.sureLoss * Math.max(1, this.pawnWorth) * sureRounds;
    const value =
      catchNow +
      (situation.trappedLoses ? 1 : 0.3) * trapped +
      weights.next * nextCatch -
      weights.room * room -
      ticketCost -
      shuttleCost -
      weights.approach * approach -
      weights.handedToX * handedRelief;
    let next: Float64Array | null = null;
    if (detailed) next = this.next.slice();
    for (let i = 0; i < touchedCount; i++) this.next[this.touched[i] as number] = 0;
    if (!detailed || !next) return { value } as Breakdown;
    return {
      value,
      catchNow,
      trapped,
      nextCatch,
      room,
      ticketShortfall,
      strandedRounds,
      sureRounds,
      ticketCost,
      shuttles,
      shuttleCost,
      approach,
      handed: Array.from(this.handed),
      handedRelief,
      next,
      positions: this.positions.slice(),
      masks: this.masks.slice(),
    };
  }
}

/** The table behind `Evaluator.roomTable` (empty when room is not weighed): for each station s, the
 *  weight of the stations he could be on that reach s in d rides, summed over d below each column. */
function roomTable(situation: Situation, xTable: Rides, weighed: boolean): { table: Float64Array; columns: number } {
  if (!weighed) return { table: new Float64Array(0), columns: 1 };
  const size = xTable.size;
  const rides = xTable.rides;
  const { support, supportWeight } = situation;
  let farthest = 0;
  for (let k = 0; k < support.length; k++) {
    const row = (support[k] as number) * size;
    for (let station = 1; station < size; station++) {
      const d = rides[row + station] as number;
      if (d !== UNREACHABLE && d > farthest) farthest = d;
    }
  }
  // Column d: reached in fewer than d rides; the last column, anything he reaches at all.
  const columns = farthest + 2;
  const table = new Float64Array(size * columns);
  for (let k = 0; k < support.length; k++) {
    const row = (support[k] as number) * size;
    const weight = supportWeight[k] as number;
    for (let station = 1; station < size; station++) {
      const d = rides[row + station] as number;
      if (d !== UNREACHABLE) table[station * columns + d + 1] = (table[station * columns + d + 1] as number) + weight;
    }
  }
  for (let station = 1; station < size; station++) {
    for (let d = 1; d < columns; d++) {
      const at = station * columns + d;
      table[at] = (table[at] as number) + (table[at - 1] as number);
    }
  }
  return { table, columns };
}
