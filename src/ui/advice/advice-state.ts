// Whether the table asked for advice, and the advice module once loaded (advice-view.ts): the
// page's side of move advice, read by the table screen, the advice button and the module itself.
import { effect, signal } from '@preact/signals';
import type { FunctionComponent } from 'preact';
import type { StationId } from '../../board/types';
import type { GameEvent } from '../../game/events';
import { keptAdviceShown } from '../kept/advice-shown';
import type { MapTag } from '../map/map-types';

export interface AdviceModule {
  readonly AdvicePanel: FunctionComponent;
  readonly AdviceMarks: FunctionComponent;
  /** The marks' tags, which the map lays out with its percentages. */
  adviceTags(): readonly MapTag[];
  /** Enters the suggested move to this station, if there is one; true when it did. */
  takeAdviceAt(station: StationId): boolean;
}

/** The table asked for advice (until it hides it again); kept for the tab across a reload. */
export const adviceShown = signal(keptAdviceShown.read() === true);

effect(() => keptAdviceShown.write(adviceShown.value));
export const adviceModule = signal<AdviceModule | null>(null);

/** How many of the suggestions' tags the map shows with their words (the rest folded into their
 *  number or left out for want of room, or off screen): the list explains a lone number only when
 *  there is one, and says when suggested stations are off screen. */
export const adviceTagsShown = signal({ whole: 0, offScreen: 0 });

/** The table screen's correction sheet, opened with a likely mistake's fix filled in: the advice
 *  panel lists the likely mistakes too while the record contradicts itself. */
export const openFix: { current?: (index: number, replacement: GameEvent | null) => void } = {};
