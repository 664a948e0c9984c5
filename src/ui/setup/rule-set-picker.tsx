// Rule set and number of detective players: the two choices a standard game needs besides the
// start stations. Ravensburger plays 1-5 detective players (1: the two-player game); Milton
// Bradley always plays its five pawns, shared by the players.
import type { RuleSetId } from '../../game/setup';
import { t } from '../i18n/setup-words';
import type { Draft } from './draft';
import { chooseRuleSet, setDetectives } from './draft';
import { Segmented } from './segmented';

interface RuleSetPickerProps {
  readonly draft: Draft;
  onChange(next: Draft): void;
}

const PLAYER_COUNTS = [1, 2, 3, 4, 5] as const;
/** The rule set most tables own first. */
const RULE_SETS: readonly RuleSetId[] = ['ravensburger-2013', 'milton-bradley-1985', 'custom'];

function playersHint(detectives: number): string {
  if (detectives === 1) return t('setup.players.hint.one');
  if (detectives === 2) return t('setup.players.hint.two');
  if (detectives === 3) return t('setup.players.hint.three');
  return t('setup.players.hint.many');
}

export function RuleSetPicker({ draft, onChange }: RuleSetPickerProps) {
  return (
    <>
      <Segmented
        legend={t('setup.ruleSet')}
        segments={RULE_SETS.map((id) => ({ value: id, label: t(`ruleSet.${id}`) }))}
        value={draft.ruleSet}
        onChange={(ruleSet) => onChange(chooseRuleSet(draft, ruleSet))}
        hint={draft.ruleSet === 'custom' ? t('setup.ruleSet.customHint') : null}
        variant="stack"
      />
      {draft.ruleSet === 'ravensburger-2013' ? (
        <Segmented
          legend={t('setup.players')}
          segments={PLAYER_COUNTS.map((count) => ({ value: count, label: String(count) }))}
          value={draft.detectives}
          onChange={(count) => onChange(setDetectives(draft, count))}
          hint={playersHint(draft.detectives)}
          variant="numbers"
        />
      ) : null}
      {draft.ruleSet === 'milton-bradley-1985' ? <p class="setup-note">{t('setup.players.miltonBradley')}</p> : null}
    </>
  );
}
