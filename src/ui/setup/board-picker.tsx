// Which printed board lies on the table, and the routes some copies print and others do not
// (BOARD_VARIANTS `uncertain`). Until the players answer, the route stays in, so a doubt can only
// make Mister X's set larger, never lose him.
import { useId } from 'preact/hooks';
import type { UncertainRoute } from '../../board/boards';
import { BOARD_VARIANTS } from '../../board/boards';
import { getBoard } from '../../board/graph';
import { BOARD_IDS, isBoardId } from '../../board/types';
import { t } from '../i18n/setup-words';
import type { Draft } from './draft';
import { answerRoute, chooseBoard } from './draft';
import { Segmented } from './segmented';

interface BoardPickerProps {
  readonly draft: Draft;
  onChange(next: Draft): void;
}

type Answer = 'yes' | 'no' | 'unsure';

function RouteQuestion({ draft, route, onChange }: BoardPickerProps & { readonly route: UncertainRoute }) {
  const board = getBoard(draft.board);
  const answer = draft.routeAnswers[route.key];
  const value: Answer = answer === undefined ? 'unsure' : answer ? 'yes' : 'no';
  const question = t(`setup.route.${route.type}`, { a: board.label(route.a), b: board.label(route.b) });
  return (
    <Segmented<Answer>
      legend={question}
      segments={[
        { value: 'yes', label: t('setup.route.yes') },
        { value: 'no', label: t('setup.route.no') },
        { value: 'unsure', label: t('setup.route.unsure') },
      ]}
      value={value}
      onChange={(next) => onChange(answerRoute(draft, route.key, next === 'unsure' ? null : next === 'yes'))}
      hint={t('setup.route.hint')}
    />
  );
}

export function BoardPicker({ draft, onChange }: BoardPickerProps) {
  const selectId = useId();
  return (
    <>
      <div class="setup-field">
        <label class="setup-label" for={selectId}>
          {t('setup.board')}
        </label>
        <select
          id={selectId}
          class="setup-select"
          value={draft.board}
          onChange={(event) => {
            const board = event.currentTarget.value;
            if (isBoardId(board)) onChange(chooseBoard(draft, board));
          }}
        >
          {BOARD_IDS.map((id) => (
            <option key={id} value={id}>
              {t(`board.${id}`)}
            </option>
          ))}
        </select>
      </div>
      {BOARD_VARIANTS[draft.board].uncertain.map((route) => (
        <RouteQuestion key={route.key} draft={draft} route={route} onChange={onChange} />
      ))}
    </>
  );
}
