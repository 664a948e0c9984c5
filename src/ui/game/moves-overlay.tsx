// Opens the Moves list or the correction of an event, loading their module on first use.

import { useMemo } from 'preact/hooks';
import type { Session } from '../../format/session';
import type { GameEvent } from '../../game/events';
import type { GameState } from '../../game/state';
import { withShownNames } from '../../words/default-names';
import { language } from '../i18n/i18n';
import { useLazyModule } from '../lazy';

interface MovesOverlayProps {
  readonly session: Session;
  readonly states: readonly GameState[];
  /** The list of moves, or the event being corrected. */
  readonly open:
    | { readonly kind: 'history' }
    | {
        readonly kind: 'edit';
        readonly index: number;
        readonly proposed?: GameEvent | null;
        /** Opened from the Moves list: a correction cancelled goes back to it. */
        readonly fromList?: boolean;
      };
  onEdit(index: number): void;
  /** Back to the Moves list. */
  onBack(): void;
  onClose(): void;
}

export function MovesOverlay({ session, states, open, onEdit, onBack, onClose }: MovesOverlayProps) {
  const sheets = useLazyModule(() => import('./moves-sheets'));
  const setup = useMemo(() => withShownNames(session.setup, language.value), [session.setup, language.value]);
  if (!sheets) return null;
  return open.kind === 'history' ? (
    <sheets.HistorySheet states={states} events={session.events} onEdit={onEdit} onClose={onClose} />
  ) : (
    <sheets.EditEvent
      setup={setup}
      states={states}
      events={session.events}
      index={open.index}
      proposed={open.proposed}
      onCancel={open.fromList ? onBack : onClose}
      onClose={onClose}
    />
  );
}
