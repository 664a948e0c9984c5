// The pawns of a set-up draft and their start stations. The key interaction: a tapped card goes to
// the pawn the players picked, or else to the next pawn without a start, so a table that reads
// its cards out in pawn order just taps the numbers. Two pawns can never hold one station.
import type { StationId } from '../../board/types';
import type { PawnColour, PawnKind } from '../../game/setup';
import { PAWN_COLOURS } from '../../game/setup';
import type { Draft, DraftPawn } from './draft';
import { MAX_PAWNS } from './draft';

/** The pawn the next tapped card goes to, or null when every pawn has a start. */
export function nextPawn(draft: Draft): DraftPawn | null {
  const picked = draft.pawns.find((pawn) => pawn.colour === draft.selected);
  return picked ?? draft.pawns.find((pawn) => pawn.start === null) ?? null;
}

export function selectPawn(draft: Draft, colour: PawnColour): Draft {
  return { ...draft, selected: draft.selected === colour ? null : colour };
}

function withStart(draft: Draft, colour: PawnColour, start: StationId | null): readonly DraftPawn[] {
  return draft.pawns.map((pawn) => (pawn.colour === colour ? { ...pawn, start } : pawn));
}

/** A tap on a card: a taken card is freed (and its pawn picked, to take the right one next); a
 *  free card goes to the next pawn. */
export function tapCard(draft: Draft, station: StationId): Draft {
  const holder = draft.pawns.find((pawn) => pawn.start === station);
  if (holder) return { ...draft, pawns: withStart(draft, holder.colour, null), selected: holder.colour };
  const target = nextPawn(draft);
  if (!target) return draft;
  return { ...draft, pawns: withStart(draft, target.colour, station), selected: null };
}

/** A typed station: it goes to the next pawn; a pawn already there gives it up. */
export function giveStart(draft: Draft, station: StationId): Draft {
  const target = nextPawn(draft);
  if (!target) return draft;
  const freed = draft.pawns.map((pawn) => (pawn.start === station ? { ...pawn, start: null } : pawn));
  return { ...draft, pawns: withStart({ ...draft, pawns: freed }, target.colour, station), selected: null };
}

/** Distinct random cards for every pawn without a start; when all have one, a fresh draw for all. */
export function drawStarts(draft: Draft, cards: readonly StationId[], random: () => number = Math.random): Draft {
  const redrawAll = draft.pawns.every((pawn) => pawn.start !== null);
  const pawns = redrawAll ? draft.pawns.map((pawn) => ({ ...pawn, start: null })) : draft.pawns;
  const pile = cards.filter((card) => !pawns.some((pawn) => pawn.start === card));
  const drawn = pawns.map((pawn) => {
    if (pawn.start !== null || pile.length === 0) return pawn;
    const [card] = pile.splice(Math.floor(random() * pile.length), 1);
    return { ...pawn, start: card ?? null };
  });
  return { ...draft, pawns: drawn, selected: null };
}

export function renamePawn(draft: Draft, colour: PawnColour, name: string): Draft {
  return { ...draft, pawns: draft.pawns.map((pawn) => (pawn.colour === colour ? { ...pawn, name } : pawn)) };
}

export function freeColours(draft: Draft): PawnColour[] {
  return PAWN_COLOURS.filter((colour) => !draft.pawns.some((pawn) => pawn.colour === colour));
}

/** Custom game: a pawn takes a colour no other pawn has. */
export function recolourPawn(draft: Draft, colour: PawnColour, next: PawnColour): Draft {
  if (!freeColours(draft).includes(next)) return draft;
  const pawns = draft.pawns.map((pawn) => (pawn.colour === colour ? { ...pawn, colour: next } : pawn));
  return { ...draft, pawns, selected: draft.selected === colour ? next : draft.selected };
}

export function addPawn(draft: Draft, kind: PawnKind): Draft {
  const [colour] = freeColours(draft);
  if (!colour || draft.pawns.length >= MAX_PAWNS) return draft;
  return { ...draft, pawns: [...draft.pawns, { colour, kind, name: null, start: null }] };
}

/** The last detective stays: a game needs one. */
export function canRemovePawn(draft: Draft, colour: PawnColour): boolean {
  const pawn = draft.pawns.find((p) => p.colour === colour);
  return pawn !== undefined && (pawn.kind === 'bobby' || draft.pawns.filter((p) => p.kind === 'detective').length > 1);
}

export function removePawn(draft: Draft, colour: PawnColour): Draft {
  if (!canRemovePawn(draft, colour)) return draft;
  const pawns = draft.pawns.filter((pawn) => pawn.colour !== colour);
  return { ...draft, pawns, selected: draft.selected === colour ? null : draft.selected };
}
