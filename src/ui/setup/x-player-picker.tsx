// Who plays Mister X (issue 17): a person at the table, or Dragnet. For Dragnet, his strength, each
// with one line saying how he plays (docs/mister-x.md's table), all three lines in view so the
// table can choose without trying them. Radio buttons underneath, as every choice of this screen.
import { useId } from 'preact/hooks';
import { t } from '../i18n/setup-words';
import { X_STRENGTHS } from '../state/x-player';
import type { Draft } from './draft';
import { setXPlayer } from './draft';
import { Segmented } from './segmented';

interface XPlayerPickerProps {
  readonly draft: Draft;
  onChange(next: Draft): void;
}

export function XPlayerPicker({ draft, onChange }: XPlayerPickerProps) {
  const choice = draft.misterX;
  const name = useId();
  return (
    <>
      <Segmented
        legend={t('setup.x.player')}
        segments={[
          { value: 'person', label: t('setup.x.person') },
          { value: 'dragnet', label: t('setup.x.dragnet') },
        ]}
        value={choice.player}
        onChange={(player) => onChange(setXPlayer(draft, { ...choice, player }))}
        hint={choice.player === 'dragnet' ? t('setup.x.dragnetHint') : null}
      />
      {choice.player === 'dragnet' && (
        <fieldset class="setup-field">
          <legend class="setup-label">{t('setup.x.strength')}</legend>
          <div class="setup-segments setup-segments-lines">
            {X_STRENGTHS.map((strength) => (
              <label key={strength} class="setup-segment">
                <input
                  type="radio"
                  name={name}
                  value={strength}
                  checked={choice.strength === strength}
                  onChange={() => onChange(setXPlayer(draft, { ...choice, strength }))}
                />
                <span>
                  <strong>{t(`setup.x.strength.${strength}`)}</strong>
                  <small>{t(`setup.x.strengthLine.${strength}`)}</small>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </>
  );
}
