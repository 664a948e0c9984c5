// What a correction will do, in words: every later move still fits, or the one that does not and
// why (with "correct it too" and "delete it"); the "was he there?" answers it settles; and how
// Mister X's candidate set changes.
import type { CorrectionPreview as Preview } from '../../game/corrections';
import type { Setup } from '../../game/setup';
import { t } from '../i18n/moves-words';
import { eventText, explain } from './texts';

interface PreviewProps {
  readonly setup: Setup;
  readonly preview: Preview;
  readonly candidatesNow: number;
  /** Whether the game as it stands is over (a correction that ends it says so). */
  readonly overNow?: boolean;
  /** The rest of the game is deleted: no later move is left to fit. */
  readonly cut?: boolean;
  onFix(): void;
  onDelete(rest: boolean): void;
}

export function CorrectionPreview(props: PreviewProps) {
  const { setup, preview, candidatesNow, cut = false, overNow = false, onFix, onDelete } = props;
  const { broken, replay, events, firstLater } = preview;
  const states = replay.states;
  const after = states[states.length - 1];
  const brokenEvent = broken ? events[broken.index] : undefined;
  const brokenBefore = broken ? states[broken.index] : undefined;
  const later = broken ? events.length - broken.index - 1 : 0;
  // Every later move may fit the rules while the record still contradicts itself (a surfacing
  // station the earlier entries rule out): say so before it is applied, not after.
  const contradiction = after?.inconsistencies[0];
  // How the game ends with the correction, when it does and did not before.
  const ending = !broken && !overNow ? (after?.over ?? null) : null;
  return (
    <div class="preview" aria-live="polite">
      {broken && broken.index < firstLater && (
        <p class="notice notice-warning">{t('history.itselfBreaks', { reason: explain(broken.error, setup) })}</p>
      )}
      {broken && broken.index >= firstLater && brokenEvent && brokenBefore && (
        <div class="notice notice-warning">
          <p>
            {broken.error.code === 'game-over'
              ? t('history.endsHere', { what: eventText(brokenBefore, brokenEvent) })
              : t('history.breaks', {
                  what: eventText(brokenBefore, brokenEvent),
                  reason: explain(broken.error, setup),
                })}
          </p>
          <div class="choice-row">
            {broken.error.code === 'game-over' ? (
              <button type="button" onClick={() => onDelete(true)}>
                {t('history.deleteRest', { count: later })}
              </button>
            ) : (
              <>
                <button type="button" class="button-primary" onClick={onFix}>
                  {t('history.fixToo')}
                </button>
                <button type="button" onClick={() => onDelete(false)}>
                  {t('history.deleteToo')}
                </button>
              </>
            )}
          </div>
        </div>
      )}
      {/* Only with later moves to keep, and not beside "the game ends" (the two read as a
          contradiction on the last entry) nor beside "no station would fit" (the two read as
          one message). */}
      {!broken &&
        !cut &&
        !ending &&
        !contradiction &&
        (after?.candidates.size ?? 0) > 0 &&
        firstLater < events.length && <p>{t('history.allStillFit')}</p>}
      {/* A correction that ends the game says so before it is applied ("he was there" as the last
          entry read only "Every later move still fits and is kept"). */}
      {ending && after && (
        <p class="notice notice-warning">
          {ending.reason === 'capture' && ending.station !== null
            ? t('history.endsCaught', { station: after.game.board.label(ending.station) })
            : t('history.endsGame')}
        </p>
      )}
      {preview.addedAnswers.map((index) => {
        const move = events[index - 1];
        const before = states[index - 1];
        return move && before ? <p key={index}>{t('history.answerAdded', { what: eventText(before, move) })}</p> : null;
      })}
      {preview.movedAnswer && <MovedAnswer preview={preview} />}
      {preview.droppedAnswers > 0 && <p>{t('history.answersDropped', { count: preview.droppedAnswers })}</p>}
      {!broken && after && (
        <>
          <p>{t('history.setChange', { before: candidatesNow, after: after.candidates.size })}</p>
          {after.candidates.size === 0 ? (
            <p class="notice notice-warning">{t('history.wouldContradict')}</p>
          ) : (
            contradiction && (
              <p class="notice notice-warning">
                {t('history.contradicts', { reason: explain(contradiction.error, setup) })}
              </p>
            )
          )}
        </>
      )}
    </div>
  );
}

/** "The answer after it moves with the pawn: it now reads …": a corrected move's answer is about the
 *  pawn's new station, which the table never answered in so many words. */
function MovedAnswer({ preview }: { readonly preview: Preview }) {
  const { movedAnswer, events, replay } = preview;
  const answer = movedAnswer ? events[movedAnswer.index] : undefined;
  const before = movedAnswer ? replay.states[movedAnswer.index] : undefined;
  if (!movedAnswer || !answer || !before) return null;
  return (
    <p class="notice notice-warning">
      {t('history.answerMoved', {
        what: eventText(before, answer),
        from: before.game.board.label(movedAnswer.from),
      })}
    </p>
  );
}
