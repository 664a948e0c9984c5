// One saved game in the archive: what it was (name, date, rules, pawns, result) and what can be
// done with it. The rarer actions (rename, duplicate, delete) sit behind "More" to keep a row
// short on a phone. A record that cannot be read gets its own row (damaged-row.tsx).
import { useId, useState } from 'preact/hooks';
import type { GameSummary } from '../../store/game-index';
import { shownPawnNames } from '../../words/default-names';
import { isDefaultGameName, shownGameName } from '../../words/game-names';
import { t } from '../i18n/archive-words';
import { language } from '../i18n/i18n';
import { dateText, playedText, resultText } from './archive-texts';
import { RenameForm } from './rename-form';

interface GameRowProps {
  /** The game's entry in the index of saved games: all a row shows, without reading the game. */
  readonly game: GameSummary;
  readonly inPlay: boolean;
  readonly onOpen: () => void;
  readonly onReview: () => void;
  readonly onExport: () => void;
  readonly onRename: (name: string) => void;
  readonly onDuplicate: () => void;
  readonly onDelete: () => void;
}

export function GameRow(props: GameRowProps) {
  const { game, inPlay } = props;
  const [more, setMore] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const titleId = useId();
  const moreId = useId();
  const described = { 'aria-describedby': titleId };
  // A game the table did not name is called by the day and time it started and its rules (in the
  // player's language): the line below then says only when it was last played, if later, so
  // nothing is said twice.
  const named = { name: game.name, createdAt: game.createdAt, setup: { ruleSet: game.ruleSet } };
  const unnamed = isDefaultGameName(named);
  const name = shownGameName(named, language.value);
  const played = unnamed ? playedText(game.createdAt, game.updatedAt) : dateText(game.updatedAt);
  const later = played !== playedText(game.createdAt, game.createdAt);
  const meta = unnamed
    ? later
      ? [t('archive.lastPlayed', { when: played })]
      : []
    : [played, t(`ruleSet.${game.ruleSet}`)];
  if (game.over) meta.push(t('archive.rounds', { count: game.rounds }));
  return (
    <div class={inPlay ? 'archive-game archive-in-play' : 'archive-game'}>
      <div class="archive-top">
        <div class="archive-title">
          <h3 id={titleId} class="archive-name">
            {name.trim() === '' ? t('archive.unnamed') : name}
          </h3>
          {inPlay && <span class="archive-tag">{t(game.over ? 'archive.onTable' : 'archive.inPlay')}</span>}
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
      {meta.length > 0 && <p class="archive-meta">{meta.join(' · ')}</p>}
      <p class="archive-pawns">
        {t('archive.pawns', { names: shownPawnNames(game.pawns, language.value).join(', ') })}
      </p>
      <p class={game.over ? 'archive-result' : 'archive-result archive-running'}>{resultText(game)}</p>
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
    </div>
  );
}
