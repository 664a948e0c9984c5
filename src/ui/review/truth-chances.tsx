// After the game, with Mister X's logbook typed in: the probability Dragnet gave the station he
// was really on after each entry, beside an even share of the candidate set, so the table can see
// whether the shading helped or misled them.
import { useId } from 'preact/hooks';
import type { StationId } from '../../board/types';
import type { GameState } from '../../game/state';
import type { StationProbabilities } from '../../inference/model/estimator';
import { label } from '../game/texts';
import { language } from '../i18n/i18n';
import { formatPercentsApart } from '../i18n/percent';
import { t } from '../i18n/review-words';
import { entryStep } from './review-steps';

interface TruthChancesProps {
  readonly states: readonly GameState[];
  readonly chances: readonly StationProbabilities[];
  /** His true station after each entry, as far as it fits the record. */
  readonly route: readonly StationId[];
  /** Whose route: typed from his logbook, or Dragnet's own as Mister X (then the estimate is said to
   *  come from what the table saw, not from Dragnet knowing where he was). */
  readonly by: 'logbook' | 'dragnet';
  onShow(step: number): void;
}

export function TruthChances({ states, chances, route, by, onShow }: TruthChancesProps) {
  const titleId = useId();
  const rows = route.flatMap((station, index) => {
    const entry = index + 1;
    const step = entryStep(states, entry);
    const state = states[step];
    const probabilities = chances[step];
    if (!state || !probabilities || !state.candidates.has(station)) return [];
    return [{ entry, step, state, station, given: probabilities[station] ?? 0, even: 1 / state.candidates.size }];
  });
  if (rows.length === 0) return null;
  return (
    <section class="review-chances">
      <h2 id={titleId} class="review-heading">
        {t(by === 'dragnet' ? 'review.chances.titleDragnet' : 'review.chances.title')}
      </h2>
      <p class="review-note">{t(by === 'dragnet' ? 'review.chances.introDragnet' : 'review.chances.intro')}</p>
      <table aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">{t('review.chances.entry')}</th>
            <th scope="col">{t('review.chances.station')}</th>
            <th scope="col">{t(by === 'dragnet' ? 'review.chances.givenDragnet' : 'review.chances.given')}</th>
            <th scope="col">{t('review.chances.even')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const [given, even] = formatPercentsApart(language.value, row.given, row.even);
            // Equal as far as two decimals show: no arrow (a float a hair below an even share is not "less").
            const side = given === even ? 'is-even' : row.given > row.even ? 'is-above' : 'is-below';
            return (
              <tr key={row.entry} class={side}>
                <th scope="row">
                  <button type="button" class="link-button" onClick={() => onShow(row.step)}>
                    {row.entry}
                  </button>
                </th>
                <td>{label(row.state, row.station)}</td>
                <td>
                  {given} {side === 'is-even' ? '=' : side === 'is-above' ? '▲' : '▼'}
                </td>
                <td>{even}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
