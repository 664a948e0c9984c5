// The table's way into move advice, kept tiny because it is part of every page load: a button on
// the detectives' turn (only when advice is turned on in the menu) that loads the advice module
// on first use (panel, map marks, the worker's client; the worker itself starts on the first
// request). Everything else about advice lives in advice-view.tsx.
//
// The advice module imports nothing the page has: it is handed what it needs in `adviceHost` when
// it starts. Otherwise the bundler (Rolldown 1.2) splits modules it shares with the page out of
// the page's chunk into chunks of their own, which costs every page load about 1.5 KB gzip.
import { effect, signal } from '@preact/signals';
import type { FunctionComponent } from 'preact';
import { jsx } from 'preact/jsx-runtime';
import type { StationId } from '../../board/types';
import { makeSessionFile } from '../../format/session-make';
import type { PawnSetup } from '../../game/setup';
import { label, pawnName, ticketWord } from '../game/texts';
import { registerSection, t } from '../i18n/i18n';
import type { MapTag } from '../map/map-types';
import { pawnLetters } from '../pawns/pawn-letters';
import { PAWN_PALETTE } from '../pawns/pawn-palette';
import { PawnToken } from '../pawns/pawn-token';
import { game, session } from '../state/game-store';
import { settings } from '../state/preferences';
import { movePawn } from '../state/table-actions';

export interface AdviceModule {
  readonly AdvicePanel: FunctionComponent;
  readonly AdviceMarks: FunctionComponent;
  /** The marks' tags, which the map lays out with its percentages. */
  adviceTags(): readonly MapTag[];
  /** Enters the suggested move to this station, if there is one; true when it did. */
  takeAdviceAt(station: StationId): boolean;
}

export type AdviceHost = typeof adviceHost;

/** The table asked for advice (until it hides it again). */
export const adviceShown = signal(false);
export const adviceModule = signal<AdviceModule | null>(null);

const adviceHost = {
  jsx,
  signal,
  effect,
  t,
  registerSection,
  game,
  session,
  settings,
  adviceShown,
  movePawn,
  label,
  pawnName,
  ticketWord,
  PawnToken: AdvicePawnToken,
  pawnColours: Object.fromEntries(
    Object.entries(PAWN_PALETTE).map(([colour, paint]) => [colour, paint.fill]),
  ) as Readonly<Record<string, string>>,
  sessionFile: makeSessionFile,
};

/** A pawn's token with the same letters as on the map and the panel. */
function AdvicePawnToken({ pawn }: { pawn: PawnSetup }) {
  const letters = pawnLetters(game.value?.game.setup.pawns ?? [pawn]).get(pawn.id) ?? pawn.name.charAt(0);
  return <PawnToken colour={pawn.colour} kind={pawn.kind} letters={letters} />;
}

export function AdviceButton() {
  const shown = adviceShown.value;
  const Panel = adviceModule.value?.AdvicePanel;
  const toggle = () => {
    adviceShown.value = !shown;
    if (!adviceModule.value) {
      void import('./advice-view').then((module) => (adviceModule.value = module.startAdvice(adviceHost)));
    }
  };
  return (
    <section class="advice">
      <button type="button" class="advice-toggle" aria-pressed={shown} onClick={toggle}>
        {t(shown ? 'advice.hide' : 'advice.show')}
      </button>
      {shown && Panel && <Panel />}
    </section>
  );
}
