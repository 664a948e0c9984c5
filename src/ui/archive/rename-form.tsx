// Renaming a game in place: a plain text field (names are text, never markup), Enter or Save to
// keep it, Escape or Cancel to leave it.
import { useEffect, useRef, useState } from 'preact/hooks';
import { MAX_GAME_NAME } from '../../format/session';
import { t } from '../i18n/archive-words';

export function RenameForm({
  name,
  onSave,
  onCancel,
}: {
  name: string;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(name);
  const field = useRef<HTMLInputElement>(null);
  // The field was asked for by the tap that opened it.
  useEffect(() => field.current?.focus(), []);
  return (
    <form
      class="archive-rename"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(value.trim().slice(0, MAX_GAME_NAME));
      }}
    >
      <label>
        {t('archive.renameLabel')}
        <input
          value={value}
          ref={field}
          maxLength={MAX_GAME_NAME}
          onInput={(event) => setValue(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onCancel();
          }}
        />
      </label>
      <button type="submit" class="button-primary">
        {t('archive.save')}
      </button>
      <button type="button" onClick={onCancel}>
        {t('app.cancel')}
      </button>
    </form>
  );
}
