// Rarely changed choices, folded away: the Milton Bradley advanced-play rules (offered under those
// rules and in a custom game only) and the game's name. Cut-off is recorded but cannot narrow the
// set (the board data has no line geometry).

import { useState } from 'preact/hooks';
import { MAX_GAME_NAME } from '../../format/session';
import { t } from '../i18n/setup-words';
import type { Draft } from './draft';
import { offersAdvancedPlay, setGameName, setOptions } from './draft';
import { defaultGameName } from './draft-setup';
import { TextField, Toggle } from './form-fields';

interface MoreOptionsProps {
  readonly draft: Draft;
  onChange(next: Draft): void;
}

export function MoreOptions({ draft, onChange }: MoreOptionsProps) {
  const { options } = draft;
  const name = draft.gameName ?? '';
  // The default name's day is written by the browser's date formatter, whose first use costs a
  // phone more than the rest of the screen's first frame: it is asked when the section opens.
  const [open, setOpen] = useState(false);
  return (
    <details class="setup-more" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary class="setup-more-summary">{t('setup.more')}</summary>
      <div class="setup-more-body">
        {offersAdvancedPlay(draft) && (
          <>
            <Toggle
              checked={options.voluntarySurfacing}
              onChange={(voluntarySurfacing) => onChange(setOptions(draft, { voluntarySurfacing }))}
              note={t('setup.more.voluntaryNote')}
            >
              {t('setup.more.voluntary')}
            </Toggle>
            <Toggle
              checked={options.cutOff}
              onChange={(cutOff) => onChange(setOptions(draft, { cutOff }))}
              note={t('setup.more.cutOffNote')}
            >
              {t('setup.more.cutOff')}
            </Toggle>
          </>
        )}
        <TextField
          label={t('setup.more.gameName')}
          value={name}
          error={name.length > MAX_GAME_NAME ? t('setup.more.gameNameLong') : undefined}
          hint={open ? t('setup.more.gameNameHint', { name: defaultGameName(draft, new Date()) }) : ''}
          onInput={(typed) => onChange(setGameName(draft, typed))}
          wide
        />
      </div>
    </details>
  );
}
