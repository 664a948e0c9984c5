// The set-up screen: rule set, board, pawns and their start cards, then Start. A standard game
// needs nothing typed: the rule set's defaults stand and the start cards are tapped. One
// scrolling column on a phone (start cards right after the board), two columns on a landscape
// tablet: rules on the left, pawns and their cards on the right (setup.css).
import { useState } from 'preact/hooks';
import type { Session } from '../../format/session';
import { rememberDraft, savedDraft } from '../state/setup-draft';
import { BoardPicker } from './board-picker';
import { CustomRulesEditor } from './custom-rules';
import type { Draft } from './draft';
import { initialDraft, nextGameDraft } from './draft';
import { draftSetup, firstProblem, newSession } from './draft-setup';
import { MoreOptions } from './more-options';
import { PawnList } from './pawn-list';
import { RuleSetPicker } from './rule-set-picker';
import { StartCards } from './start-cards';
import { StartFooter } from './start-footer';
import { XPlayerPicker } from './x-player-picker';
import './setup.css';
import { t } from '../i18n/setup-words';

interface SetupScreenProps {
  onStart(session: Session): void;
  /** Where the screen starts (tests, or a "play again" with the last choices). */
  readonly initial?: Draft;
}

export function SetupScreen({ onStart, initial }: SetupScreenProps) {
  const [draft, showDraft] = useState<Draft>(() => initial ?? savedDraft.peek() ?? initialDraft());
  // Every change is remembered on the device, so a reload mid-set-up keeps the table's choices.
  const setDraft = (next: Draft) => {
    showDraft(next);
    rememberDraft(next);
  };
  const problem = firstProblem(draft);
  const [starting, setStarting] = useState(false);
  const start = () => {
    const setup = draftSetup(draft);
    if (!setup || firstProblem(draft) !== null || starting) return;
    const session = newSession(draft, setup);
    const { misterX } = draft;
    if (misterX.player === 'person') {
      rememberDraft(nextGameDraft(draft));
      onStart(session);
      return;
    }
    // Dragnet draws his start card and keeps it on his secret side before the game is on the table.
    setStarting(true);
    void import('../secret/dragnet-x')
      .then((secret) => secret.startDragnetGame(session, misterX.strength))
      .then(() => {
        rememberDraft(nextGameDraft(draft));
        onStart(session);
      })
      .finally(() => setStarting(false));
  };
  return (
    <div class="setup">
      <header class="setup-header">
        <h1 class="setup-title">{t('setup.title')}</h1>
      </header>
      <div class="setup-layout">
        <div class="setup-area setup-area-rules">
          <section class="setup-section" aria-label={t('setup.rules')}>
            <RuleSetPicker draft={draft} onChange={setDraft} />
            <BoardPicker draft={draft} onChange={setDraft} />
            <XPlayerPicker draft={draft} onChange={setDraft} />
          </section>
        </div>
        <div class="setup-area setup-area-pawns">
          <StartCards draft={draft} onChange={setDraft} />
          <PawnList draft={draft} onChange={setDraft} />
        </div>
        <div class="setup-area setup-area-more">
          {draft.ruleSet === 'custom' ? <CustomRulesEditor draft={draft} onChange={setDraft} /> : null}
          <MoreOptions draft={draft} onChange={setDraft} />
        </div>
      </div>
      <StartFooter
        problem={problem}
        ready={draft.misterX.player === 'dragnet' ? t('setup.readyDragnet') : t('setup.ready')}
        onStart={start}
      />
    </div>
  );
}
