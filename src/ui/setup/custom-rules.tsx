// A custom game: every number of both rule sets editable (RULES.md "every number stays editable
// in a custom game"). Starts from the last published rule set chosen; each field says what is
// wrong with it until it reads.
import { TRANSPORT_TICKETS } from '../../board/types';
import { t } from '../i18n/setup-words';
import type { CustomRules, Deck, Draft, TicketTexts } from './draft';
import { setCustom } from './draft';
import { customFieldErrors } from './draft-setup';
import { Choice, TextField, Toggle } from './form-fields';

interface CustomRulesProps {
  readonly draft: Draft;
  onChange(next: Draft): void;
}

function TicketFields(props: {
  readonly prefix: string;
  readonly texts: TicketTexts;
  readonly errors: Readonly<Record<string, string>>;
  onInput(texts: TicketTexts): void;
}) {
  return (
    <div class="setup-numbers">
      {TRANSPORT_TICKETS.map((ticket) => (
        <TextField
          key={ticket}
          label={t(`ticket.${ticket}`)}
          value={props.texts[ticket]}
          error={props.errors[`${props.prefix}-${ticket}`]}
          onInput={(value) => props.onInput({ ...props.texts, [ticket]: value })}
        />
      ))}
    </div>
  );
}

export function CustomRulesEditor({ draft, onChange }: CustomRulesProps) {
  const { custom } = draft;
  const errors = customFieldErrors(draft);
  const change = (patch: Partial<CustomRules>) => onChange(setCustom(draft, patch));
  const decks = (rb: string): { value: Deck; label: string }[] => [
    { value: 'ravensburger', label: rb },
    { value: 'milton-bradley', label: t('setup.deck.miltonBradley') },
    { value: 'any', label: t('setup.deck.any') },
  ];
  return (
    <section class="setup-section" aria-labelledby="setup-custom-title">
      <h2 id="setup-custom-title" class="setup-label">
        {t('setup.custom')}
      </h2>
      <fieldset class="setup-group">
        <legend class="setup-label-small">{t('setup.custom.pile')}</legend>
        <TicketFields prefix="pile" texts={custom.tickets} errors={errors} onInput={(tickets) => change({ tickets })} />
        <Toggle checked={custom.sharedPile} onChange={(sharedPile) => change({ sharedPile })}>
          {t('setup.custom.sharedPile')}
        </Toggle>
      </fieldset>
      <fieldset class="setup-group">
        <legend class="setup-label-small">{t('setup.custom.misterX')}</legend>
        <div class="setup-numbers">
          <TextField
            label={t('setup.custom.black')}
            value={custom.black}
            error={errors.black}
            onInput={(black) => change({ black })}
          />
          <TextField
            label={t('setup.custom.double')}
            value={custom.double}
            error={errors.double}
            onInput={(double) => change({ double })}
          />
        </div>
        <Toggle checked={custom.publicStock} onChange={(publicStock) => change({ publicStock })}>
          {t('setup.custom.publicStock')}
        </Toggle>
        {custom.publicStock ? (
          <>
            <TicketFields prefix="stock" texts={custom.stock} errors={errors} onInput={(stock) => change({ stock })} />
            <Toggle
              checked={custom.receivesSpentTickets}
              onChange={(receivesSpentTickets) => change({ receivesSpentTickets })}
            >
              {t('setup.custom.receivesSpent')}
            </Toggle>
          </>
        ) : (
          <p class="setup-hint">{t('setup.custom.unlimited')}</p>
        )}
        <Choice
          label={t('setup.custom.misterXCards')}
          value={custom.misterXCards}
          choices={decks(t('setup.deck.ravensburgerX'))}
          onChange={(misterXCards) => change({ misterXCards })}
        />
      </fieldset>
      <fieldset class="setup-group">
        <legend class="setup-label-small">{t('setup.custom.game')}</legend>
        <Choice
          label={t('setup.custom.pawnCards')}
          value={custom.pawnCards}
          choices={decks(t('setup.deck.ravensburgerD'))}
          onChange={(pawnCards) => change({ pawnCards })}
        />
        <TextField
          label={t('setup.custom.surfacing')}
          value={custom.surfacing}
          error={errors.surfacing}
          onInput={(surfacing) => change({ surfacing })}
          hint={t('setup.custom.surfacingHint')}
          wide
        />
        <TextField
          label={t('setup.custom.roundLimit')}
          value={custom.roundLimit}
          error={errors.roundLimit}
          onInput={(roundLimit) => change({ roundLimit })}
          hint={t('setup.custom.roundLimitHint')}
        />
        <Toggle checked={custom.xLosesWhenTrapped} onChange={(xLosesWhenTrapped) => change({ xLosesWhenTrapped })}>
          {t('setup.custom.trapped')}
        </Toggle>
      </fieldset>
    </section>
  );
}
