// Whether the table asked for advice, and the advice module once loaded (advice-view.ts): the
// page's side of move advice, read by the table screen, the advice button and the module itself.
import { signal } from '@preact/signals';
import type { FunctionComponent } from 'preact';
import type { StationId } from '../../board/types';
import type { MapTag } from '../map/map-types';

export interface AdviceModule {
  readonly AdvicePanel: FunctionComponent;
  readonly AdviceMarks: FunctionComponent;
  /** The marks' tags, which the map lays out with its percentages. */
  adviceTags(): readonly MapTag[];
  /** Enters the suggested move to this station, if there is one; true when it did. */
  takeAdviceAt(station: StationId): boolean;
}

/** The table asked for advice (until it hides it again). */
export const adviceShown = signal(false);
export const adviceModule = signal<AdviceModule | null>(null);
