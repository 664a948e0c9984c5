// The plan the table was shown, for the tab, with the game's id and a digest of its record, so a
// reload (or a phone bringing the tab back) shows the same suggestions; a closed tab forgets it,
// and the next request plans afresh (advice/advice-runner.ts).
import type { HeldPlan, PlanChange } from '../../advisor/held-plan';
import type { AdviceMessage, PlannedMoveMessage } from '../../worker/advisor-protocol';
import { fields, kept } from './kept';

/** A plan as the table showed it, with what it needs to hold after a reload. */
export interface ShownPlan extends HeldPlan<PlannedMoveMessage> {
  readonly session: string;
  readonly message: AdviceMessage;
  /** Why it replaced the plan before, if it did. */
  readonly why: PlanChange | null;
  /** It has the same moves as were left of the plan before (only its reasons may differ): said,
   *  since a reason changing under the table's eyes with no word was noticed. */
  readonly sameMoves?: boolean;
  /** The table followed it at least once since it was made. */
  readonly followed: boolean;
  /** Each pawn's number in the plan as it was made (pawn index to 1, 2, ...): a held plan keeps
   *  them, so "2." on the map stays Green's after Red's move rather than every number changing at
   *  each move. Absent in a plan stored before they were kept. */
  readonly numbers?: Readonly<Record<number, number>>;
}

const count = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;

/** Suggested moves as the worker sends them: a pawn, a station, a ticket and a reason. */
function isMoves(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every((move) => {
      const { pawn, to, ticket, reason } = fields(move) ?? {};
      return count(pawn) && count(to) && typeof ticket === 'string' && typeof fields(reason)?.code === 'string';
    })
  );
}

function parse(value: unknown): ShownPlan | null {
  const plan = fields(value);
  const message = fields(plan?.message);
  if (!plan || !message) return null;
  const { session, events, key, moves, why, followed, sameMoves, numbers } = plan;
  const ok =
    typeof session === 'string' &&
    count(events) &&
    typeof key === 'string' &&
    isMoves(moves) &&
    (why === null || typeof fields(why)?.code === 'string') &&
    typeof followed === 'boolean' &&
    (sameMoves === undefined || typeof sameMoves === 'boolean') &&
    (numbers === undefined || Object.values(fields(numbers) ?? [null]).every(count)) &&
    message.type === 'advice' &&
    count(message.events) &&
    isMoves(message.moves) &&
    typeof message.final === 'boolean';
  return ok ? (plan as unknown as ShownPlan) : null;
}

export const keptPlan = kept(
  'sessionStorage',
  'dragnet.advice-plan',
  parse,
  // Before ui/kept the same fields were stored without a version (the oldest without these two).
  (stored) => parse({ why: null, followed: false, ...fields(stored) }),
);
