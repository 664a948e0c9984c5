// The likely mistakes under the contradiction notice: the corrections the mistakes worker found
// (src/inference/mistakes.ts), likeliest first, each one tap away from the usual correction sheet with
// its preview, Apply and Undo. Loaded with the correction sheet (moves-sheets.tsx), only once a
// record contradicts itself, with its words. The notice and the advice panel show the same list:
// one question to the worker per record, whose answer both read.
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { GameEvent } from '../../game/events';
import type { Setup } from '../../game/setup';
import type { GameState } from '../../game/state';
import type { Fix } from '../../inference/mistakes';
import { askFixes } from '../../worker/mistakes-client';
import { t } from '../i18n/mistakes-words';
import { label, pawnName, ticketName } from './texts';

export interface LikelyFixesProps {
  readonly setup: Setup;
  readonly states: readonly GameState[];
  readonly events: readonly GameEvent[];
  onFix(index: number, replacement: GameEvent | null): void;
}

/** The worker's answer for the record last asked about. */
const found = signal<{ readonly events: readonly GameEvent[]; readonly fixes: readonly Fix[] } | null>(null);
let asked: readonly GameEvent[] | null = null;

export function LikelyFixes({ setup, states, events, onFix }: LikelyFixesProps) {
  useEffect(() => {
    if (asked === events) return;
    asked = events;
    askFixes(setup, events, (fixes) => {
      if (asked === events) found.value = { events, fixes };
    });
  }, [setup, events]);
  // An answer for an older record is not shown: the entries it names may have moved.
  const shown = found.value;
  if (!shown || shown.events !== events || shown.fixes.length === 0) return null;
  return (
    <div class="likely-fixes">
      <p>{t('mistakes.title')}</p>
      <ul>
        {shown.fixes.map((fix) => {
          const text = fixText(states, events, fix);
          return text ? (
            <li key={`${fix.index}-${JSON.stringify(fix.replacement)}`}>
              <button type="button" class="link-button" onClick={() => onFix(fix.index, fix.replacement)}>
                {text}
              </button>
            </li>
          ) : null;
        })}
      </ul>
    </div>
  );
}

/** "Entry 6 was probably Bus, not Taxi", and the like for each kind of fix. */
export function fixText(states: readonly GameState[], events: readonly GameEvent[], fix: Fix): string | null {
  const before = states[fix.index];
  const was = events[fix.index];
  const now = fix.replacement;
  if (!before || !was) return null;
  if (now === null)
    return was.type === 'x-move'
      ? t('mistakes.duplicate', { entry: before.log.length + 1, ticket: ticketName(was.ticket) })
      : null;
  if (was.type === 'x-move' && now.type === 'x-move')
    return t('mistakes.ticket', {
      entry: before.log.length + 1,
      ticket: ticketName(now.ticket),
      was: ticketName(was.ticket),
    });
  if ((was.type === 'x-reveal' || was.type === 'x-surface') && now.type === was.type)
    return t('mistakes.reveal', {
      entry: before.log.length,
      station: label(before, now.station),
      was: label(before, was.station),
    });
  if (was.type === 'pawn-move' && now.type === 'pawn-move')
    return t('mistakes.pawn', {
      pawn: pawnName(before, was.pawn),
      station: label(before, now.to),
      was: label(before, was.to),
      round: before.round,
    });
  if (was.type === 'answer' && now.type === 'answer' && before.question)
    return t('mistakes.answer', {
      pawn: pawnName(before, before.question.pawn),
      station: label(before, before.question.station),
    });
  return null;
}
