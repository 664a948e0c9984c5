// Correcting a past event: the table changes it (or deletes it) and sees the effect before it is
// applied: "not there" answers the game itself settles, and a later move that no longer fits,
// which the table corrects or deletes in turn. Only a log in which every event fits is applied,
// so a correction never throws away the rest of the game; Undo takes it back as one step.
import { useMemo, useState } from 'preact/hooks';
import { correctionRefusal } from '../../game/answer-corrections';
import { previewCorrection } from '../../game/corrections';
import type { GameEvent } from '../../game/events';
import { replay } from '../../game/replay';
import type { Setup } from '../../game/setup';
import type { GameState } from '../../game/state';
import { t } from '../i18n/moves-words';
import { correct } from '../state/correct';
import { session } from '../state/game-store';
import { playedByDragnet } from '../state/x-player';
import { AnswerLockText } from './answer-lock';
import { CorrectionPreview } from './correction-preview';
import { AnswerChoice, EventFields } from './event-fields';
import { Sheet } from './sheet';
import { eventText } from './texts';

interface EditProps {
  readonly setup: Setup;
  readonly states: readonly GameState[];
  readonly events: readonly GameEvent[];
  readonly index: number;
  /** A correction proposed for it (a likely mistake's fix), shown at once: null deletes it. */
  readonly proposed?: GameEvent | null | undefined;
  /** Cancelled (Cancel, the close button, Escape): where it was opened from. */
  readonly onCancel?: (() => void) | undefined;
  /** Applied. */
  readonly onClose: () => void;
}

/** One event under correction: where it is in `base` (the log it changes), what it was, the state
 *  it is applied to, and what replaces it (null: deleted; 'rest': it and every later event). */
interface Step {
  readonly base: readonly GameEvent[];
  readonly index: number;
  readonly original: GameEvent;
  readonly before: GameState;
  readonly replacement: GameEvent | null | 'rest';
}

export function EditEvent({ setup, states, events, index, proposed, onCancel, onClose }: EditProps) {
  const cancel = onCancel ?? onClose;
  const first = useMemo(() => {
    const original = events[index];
    const before = states[index];
    return original && before ? { base: events, index, original, before, replacement: original } : null;
  }, [events, states, index]);
  const [done, setDone] = useState<readonly Step[]>([]);
  const [step, setStep] = useState<Step | null>(() =>
    first && proposed !== undefined ? { ...first, replacement: proposed } : first,
  );
  const [fieldsValid, setFieldsValid] = useState(true);
  const preview = useMemo(() => {
    if (!step) return null;
    if (step.replacement !== 'rest') return previewCorrection(setup, step.base, step.index, step.replacement);
    return previewCorrection(setup, [...step.base.slice(0, step.index + 1)], step.index, null);
  }, [setup, step]);
  if (!first || !step || !preview) return null;
  // Dragnet plays Mister X: its answers and his entries stay; nothing is asked after the fact.
  const refused = playedByDragnet(session.value?.id ?? '')
    ? correctionRefusal({
        original: { events, states },
        base: { events: step.base, states: step.base === events ? states : replay(setup, step.base).states },
        index: step.index,
        replacement: step.replacement === 'rest' ? null : step.replacement,
        after: { events: preview.events, states: preview.replay.states },
        complete: preview.broken === null,
      })
    : null;
  const locked = refused?.kind === 'dragnet-entry';
  const moveOn = (replacement: Step['replacement']) => {
    const broken = preview.broken;
    const original = broken && preview.events[broken.index];
    const before = broken && preview.replay.states[broken.index];
    if (!broken || !original || !before) return;
    setDone([...done, step]);
    setStep({ base: preview.events, index: broken.index, original, before, replacement: replacement ?? original });
    setFieldsValid(true);
  };
  const draft = step.replacement === 'rest' ? null : step.replacement;
  // A "was he there?" answer is one choice of three (it was two tick boxes for one either-or).
  const answer = step.original.type === 'answer';
  return (
    <Sheet title={t('history.editTitle', { what: eventText(first.before, first.original) })} onClose={cancel}>
      {done.length > 0 && (
        <>
          <h3 class="sheet-subtitle">{t('history.changes')}</h3>
          <ul class="correction-steps">
            {done.map((previous) => (
              <li key={previous.index}>{stepText(previous)}</li>
            ))}
          </ul>
          {/* A move deleted with all after it is said so, with nothing left to tick or keep (it read
              "Also correct: …", "Delete this entry" unticked and "Every later move still fits and
              is kept" right after the table chose to delete them). */}
          <h3 class="sheet-subtitle">
            {step.replacement === 'rest'
              ? stepText(step)
              : t('history.alsoCorrect', { what: eventText(step.before, step.original) })}
          </h3>
        </>
      )}
      {locked ? null : answer && step.replacement !== 'rest' ? (
        <AnswerChoice
          key={`${done.length}-${step.index}`}
          value={step.replacement}
          deletable={step.index === step.base.length - 1}
          onChange={(replacement) => setStep({ ...step, replacement })}
        />
      ) : (
        draft && (
          <EventFields
            key={`${done.length}-${step.index}`}
            state={step.before}
            event={draft}
            onChange={(replacement) => setStep({ ...step, replacement })}
            onValid={setFieldsValid}
          />
        )
      )}
      {step.replacement !== 'rest' && !answer && !locked && (
        <label class="check-row">
          <input
            type="checkbox"
            checked={step.replacement === null}
            onChange={(event) => setStep({ ...step, replacement: event.currentTarget.checked ? null : step.original })}
          />
          {t('history.delete')}
        </label>
      )}
      {refused && (
        <div class="notice notice-warning correction-refused" role="status">
          <AnswerLockText lock={refused} state={step.before} />
        </div>
      )}
      {!locked && (
        <CorrectionPreview
          setup={setup}
          preview={preview}
          cut={step.replacement === 'rest'}
          candidatesNow={states[states.length - 1]?.candidates.size ?? 0}
          overNow={(states[states.length - 1]?.over ?? null) !== null}
          onFix={() => moveOn(null)}
          onDelete={(rest) => moveOn(rest ? 'rest' : null)}
        />
      )}
      <div class="choice-row">
        <button
          type="button"
          class="button-primary"
          disabled={preview.broken !== null || !fieldsValid || refused !== null}
          onClick={() => {
            if (correct(preview.events, first.index)) onClose();
          }}
        >
          {t('history.apply')}
        </button>
        <button type="button" onClick={cancel}>
          {t('app.cancel')}
        </button>
      </div>
    </Sheet>
  );
}

function stepText(step: Step): string {
  const was = eventText(step.before, step.original);
  if (step.replacement === 'rest') return t('history.deletedRest', { what: was });
  if (step.replacement === null) return t('history.deleted', { what: was });
  return `${was} ⇒ ${eventText(step.before, step.replacement)}`;
}
