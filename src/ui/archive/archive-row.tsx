// One saved game in the archive: what it was (name, date, rules, pawns, result) and what can be
// done with it. The rarer actions (rename, duplicate, delete) sit behind "More" to keep a row
// short on a phone. A record that cannot be read gets its own row (damaged-row.tsx).
import { useId, useState } from 'preact/hooks';
import type { SessionSummary } from '../../store/sessions';
import { shownPawnNames } from '../../words/default-names';
import { isDefaultGameName, shownGameName } from '../../words/game-names';
import { language, t } from '../i18n/i18n';
import type { GameFacts } from './archive-data';
import { dateText, playedText, resultText } from './archive-texts';
import { RenameForm } from './rename-form';

interface GameRowProps {
  readonly game: SessionSummary;
  /** Null while the game is still being loaded. */
  readonly facts: GameFacts | null;
  readonly inPlay: boolean;
  readonly onOpen: () => void;
  readonly onReview: () => void;
  readonly onExport: () => void;
  readonly onRename: (name: string) => void;
  readonly onDuplicate: () => void;
  readonly onDelete: () => void;
}

export function GameRow(props: GameRowProps) {
  const { game, facts, inPlay } = props;
  const [more, setMore] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const titleId = useId();
  const moreId = useId();
  const described = { 'aria-describedby': titleId };
  // A game the table did not name is called by its day and rules (in the player's language): the
  // line below then says only when it was last played, so nothing is said twice.
  const unnamed = facts !== null && isDefaultGameName(facts.session);
  const name = facts ? shownGameName(facts.session, language.value) : game.name;
  const played = unnamed && facts ? playedText(facts.session.createdAt, game.updatedAt) : dateText(game.updatedAt);
  const meta = unnamed ? [t('archive.lastPlayed', { when: played })] : [played, t(`ruleSet.${game.ruleSet}`)];
  if (facts?.over) meta.push(t('archive.rounds', { count: facts.rounds }));
  return (
    <li class={inPlay ? 'archive-game archive-in-play' : 'archive-game'}>
      <div class="archive-top">
        <div class="archive-title">
          <h3 id={titleId} class="archive-name">
            {name.trim() === '' ? t('archive.unnamed') : name}
          </h3>
          {inPlay && <span class="archive-tag">{t(facts?.over ? 'archive.onTable' : 'archive.inPlay')}</span>}
        </div>
        <button
          type="button"
          class="archive-more"
          aria-label={t('archive.more')}
          aria-expanded={more}
          aria-controls={moreId}
          onClick={() => setMore(!more)}
          {...described}
        >
          ⋯
        </button>
      </div>
      <p class="archive-meta">{meta.join(' · ')}</p>
      <p class="archive-pawns">
        {facts
          ? t('archive.pawns', { names: shownPawnNames(facts.session.setup.pawns, language.value).join(', ') })
          : t('archive.loadingGame')}
      </p>
      {facts && <p class={facts.over ? 'archive-result' : 'archive-result archive-running'}>{resultText(facts)}</p>}
      <div class="archive-actions archive-main-actions">
        <button type="button" class="button-primary" onClick={props.onOpen} {...described}>
          {t('archive.open')}
        </button>
        <button type="button" onClick={props.onReview} {...described}>
          {t('archive.review')}
        </button>
        <button type="button" onClick={props.onExport} {...described}>
          {t('archive.export')}
        </button>
      </div>
      {more && (
        <div id={moreId} class="archive-actions">
          {renaming ? (
            <RenameForm
              name={name}
              onSave={(name) => {
                setRenaming(false);
                props.onRename(name);
              }}
              onCancel={() => setRenaming(false)}
            />
          ) : (
            <>
              <button type="button" onClick={() => setRenaming(true)} {...described}>
                {t('archive.rename')}
              </button>
              <button type="button" onClick={props.onDuplicate} {...described}>
                {t('archive.duplicate')}
              </button>
              <button type="button" class="archive-delete" onClick={props.onDelete} {...described}>
                {t('archive.delete')}
              </button>
            </>
          )}
        </div>
      )}
    </li>
  );
}
