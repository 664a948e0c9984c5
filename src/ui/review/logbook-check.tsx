// Mister X's secret travel log checked against the record, entry by entry (MB 1985 "The End of the
// Game": "the logbook entries can be checked location by location"). He types the station numbers
// of his board; Dragnet names the first entry that breaks the rules or the record, and the review
// jumps there.
import { useId, useState } from 'preact/hooks';
import type { StationId } from '../../board/types';
import type { GameEvent } from '../../game/events';
import type { LogbookFinding } from '../../game/logbook';
import { checkLogbook } from '../../game/logbook';
import type { Setup } from '../../game/setup';
import type { GameState } from '../../game/state';
import { asSentence, findingText } from '../../words/words';
import { fileWords, ruleWords } from '../i18n/i18n';
import { logbookWords, t } from '../i18n/review-words';
import { entryStep, parseRoute } from './review-steps';

type Outcome =
  | { readonly kind: 'clean'; readonly count: number }
  | { readonly kind: 'problem'; readonly entry: number; readonly finding: LogbookFinding }
  | { readonly kind: 'input'; readonly message: string };

interface LogbookCheckProps {
  readonly setup: Setup;
  readonly events: readonly GameEvent[];
  readonly states: readonly GameState[];
  onJump(step: number): void;
  /** Go to a step and bring the map into sight. */
  onShow(step: number): void;
  /** His route as far as it fits the record (null until checked), so the review can show it. */
  onRoute(route: readonly StationId[] | null): void;
}

/** What the check found, as a sentence (an ellipsis until the rules' words have loaded). */
function findingSentence(finding: LogbookFinding, setup: Setup): string {
  const rules = ruleWords();
  return rules ? asSentence(findingText(rules, logbookWords(), finding, setup, fileWords()?.setup)) : '…';
}

export function LogbookCheck({ setup, events, states, onJump, onShow, onRoute }: LogbookCheckProps) {
  const [typed, setTyped] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const fieldId = useId();
  const final = states[states.length - 1];
  if (!final) return null;
  const board = final.game.board;
  const entries = final.log.length;
  const typedCount = typed.split(/[\s,;.]+/).filter((token) => token !== '').length;

  const check = (event: Event) => {
    event.preventDefault();
    const parsed = parseRoute(typed, (value) => board.stationOfLabel(value));
    if (!parsed.ok) {
      const key = parsed.reason === 'unknown' ? 'review.check.unknown' : 'review.check.notANumber';
      setOutcome({ kind: 'input', message: t(key, { entry: parsed.entry, value: parsed.value }) });
      onRoute(null);
      return;
    }
    if (parsed.route.length === 0) {
      setOutcome({ kind: 'input', message: t('review.check.empty') });
      onRoute(null);
      return;
    }
    const result = checkLogbook(setup, events, parsed.route);
    onRoute(parsed.route.slice(0, result.cleanEntries));
    if (!result.problem) {
      setOutcome({ kind: 'clean', count: result.cleanEntries });
      return;
    }
    const { entry, finding } = result.problem;
    setOutcome({ kind: 'problem', entry, finding });
    onJump(entryStep(states, entry));
  };

  return (
    <section class="review-check" aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`} class="review-heading">
        {t('review.check.title')}
      </h2>
      <p id={`${fieldId}-help`} class="review-note">
        {t('review.check.intro', { count: entries })}
        {!final.over && ` ${t('review.check.unfinished')}`}
      </p>
      <form class="review-check-form" onSubmit={check}>
        <label for={fieldId}>{t('review.check.label', { count: entries })}</label>
        <div class="review-check-row">
          <input
            id={fieldId}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellcheck={false}
            placeholder="35, 46, 58 …"
            aria-describedby={`${fieldId}-help ${fieldId}-count`}
            value={typed}
            onInput={(event) => setTyped(event.currentTarget.value)}
          />
          <button type="submit" class="button-primary">
            {t('review.check.button')}
          </button>
        </div>
        <p id={`${fieldId}-count`} class="review-note">
          {t('review.check.typed', { typed: typedCount, count: entries })}
        </p>
      </form>
      <div role="status">
        {outcome?.kind === 'clean' && (
          <p class="notice notice-info review-check-clean">{t('review.check.clean', { count: outcome.count })}</p>
        )}
        {outcome?.kind === 'input' && <p class="notice notice-error">{outcome.message}</p>}
        {outcome?.kind === 'problem' && (
          <div class="notice notice-error">
            <p>
              <strong>{t('review.check.problem', { entry: outcome.entry })}</strong>
            </p>
            <p>{findingSentence(outcome.finding, setup)}</p>
            {outcome.entry > 0 && (
              <button type="button" class="link-button" onClick={() => onShow(entryStep(states, outcome.entry))}>
                {t('review.check.show', { entry: outcome.entry })}
              </button>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
