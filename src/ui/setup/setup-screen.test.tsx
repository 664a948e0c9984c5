// @vitest-environment happy-dom
// The set-up screen as the table uses it: a standard game from start-card taps alone (RULES.md
// table "Rule sets"), the Milton Bradley board's own labels (board/README.md), the two-player
// game, the taxi 13-14 question, and plain reasons while the game cannot start.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { START_CARDS } from '../../board/boards';
import { getBoard } from '../../board/graph';
import type { Session } from '../../format/session';
import { presetSetup } from '../../game/rule-sets';
import { validateSetup } from '../../game/setup';
import { useLanguage } from '../i18n/i18n';
import { savedDraft } from '../state/setup-draft';
import { initialDraft } from './draft';
import { readDraft } from './draft-storage';
import { SetupScreen } from './setup-screen';

// Dragnet's secret side is its own module; here only what the set-up hands it.
const { startDragnetGame } = vi.hoisted(() => ({
  startDragnetGame: vi.fn((_session: Session, _strength: string) => Promise.resolve()),
}));
vi.mock('../secret/dragnet-x', () => ({ startDragnetGame }));

afterEach(async () => {
  cleanup();
  savedDraft.value = null;
  await useLanguage('en');
});

function renderScreen() {
  const onStart = vi.fn<(session: Session) => void>();
  render(<SetupScreen onStart={onStart} />);
  return onStart;
}

const startButton = () => screen.getByRole('button', { name: 'Start game' });
const card = (label: number) => screen.getByRole('button', { name: String(label) });
const tapCards = (...labels: number[]) => {
  for (const label of labels) fireEvent.click(card(label));
};
const chooseRuleSet = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));
const startedSession = (onStart: ReturnType<typeof renderScreen>): Session => {
  expect(onStart).toHaveBeenCalledTimes(1);
  return onStart.mock.calls[0]?.[0] as Session;
};

describe('a standard Ravensburger game', () => {
  it('starts with 3 detectives from start-card taps alone', () => {
    const onStart = renderScreen();
    fireEvent.click(screen.getByRole('radio', { name: '3' }));
    tapCards(13, 50, 94, 141);
    expect(startButton()).toHaveProperty('disabled', false);
    fireEvent.click(startButton());
    const session = startedSession(onStart);
    expect(session.setup).toEqual(presetSetup('ravensburger-2013', { detectives: 3, starts: [13, 50, 94, 141] }));
    expect(validateSetup(session.setup)).toBeNull();
    expect(session.id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(session.events).toEqual([]);
    expect(session.createdAt).toBe(session.updatedAt);
    expect(session.name).toContain('Ravensburger 2013');
  });

  it('keeps Start disabled with a reason until every pawn has a start', () => {
    const onStart = renderScreen();
    expect(startButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Choose a start station for Red.')).toBeTruthy();
    tapCards(13, 26, 29);
    expect(screen.getByText('Choose a start station for Yellow Bobby.')).toBeTruthy();
    fireEvent.click(startButton());
    expect(onStart).not.toHaveBeenCalled();
  });

  it('never gives one card to two pawns: a taken card is freed, then goes to its pawn again', () => {
    renderScreen();
    tapCards(13);
    const taken = screen.getByRole('button', { name: '13: Red' });
    expect(taken.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(taken);
    expect(card(13).getAttribute('aria-pressed')).toBe('false');
    tapCards(26, 13);
    expect(screen.getByRole('button', { name: '26: Red' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '13: Blue' })).toBeTruthy();
  });

  it('lets the players tap a pawn and then its card', () => {
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: /^Yellow Bobby: not chosen/ }));
    tapCards(174);
    expect(screen.getByRole('button', { name: '174: Yellow Bobby' })).toBeTruthy();
    tapCards(13);
    expect(screen.getByRole('button', { name: '13: Red' })).toBeTruthy();
  });

  it('draws distinct start cards for every pawn', () => {
    const onStart = renderScreen();
    fireEvent.click(screen.getByRole('radio', { name: '5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Draw for me' }));
    fireEvent.click(startButton());
    const starts = startedSession(onStart).setup.pawns.map((pawn) => pawn.start);
    expect(new Set(starts).size).toBe(5);
    for (const start of starts) expect(START_CARDS.ravensburgerDetectives).toContain(start);
  });

  it('plays the two-player game: 2 detectives share one pile, plus 2 Bobbies', () => {
    const onStart = renderScreen();
    fireEvent.click(screen.getByRole('radio', { name: '1' }));
    expect(screen.getByText(/two detectives with one shared ticket pile/)).toBeTruthy();
    tapCards(13, 26, 29, 34);
    fireEvent.click(startButton());
    const { setup } = startedSession(onStart);
    expect(setup.pawns.map((pawn) => [pawn.name, pawn.kind, pawn.pool])).toEqual([
      ['Red', 'detective', 'shared'],
      ['Blue', 'detective', 'shared'],
      ['Green Bobby', 'bobby', null],
      ['Yellow Bobby', 'bobby', null],
    ]);
    expect(setup.pools).toEqual([{ id: 'shared', tickets: { taxi: 20, bus: 16, underground: 8 } }]);
  });

  it.each([
    ['No', { 'taxi 13-14': false }],
    ['Yes', { 'taxi 13-14': true }],
    ['Not sure', {}],
  ] as const)('records the answer %s to the taxi 13-14 question', (answer, routeAnswers) => {
    const onStart = renderScreen();
    const question = screen.getByRole('group', { name: 'Is there a yellow taxi line between 13 and 14?' });
    fireEvent.click(within(question).getByRole('radio', { name: 'No' }));
    fireEvent.click(within(question).getByRole('radio', { name: answer }));
    tapCards(13, 26, 29, 34);
    fireEvent.click(startButton());
    expect(startedSession(onStart).setup.routeAnswers).toEqual(routeAnswers);
  });

  it('uses the names the players type', () => {
    const onStart = renderScreen();
    fireEvent.input(screen.getByRole('textbox', { name: 'Name of pawn 1' }), { target: { value: 'Anna' } });
    tapCards(13, 26, 29, 34);
    expect(screen.getByRole('button', { name: '13: Anna' })).toBeTruthy();
    fireEvent.input(screen.getByRole('textbox', { name: 'Name of pawn 2' }), { target: { value: '' } });
    expect(screen.getByText('Give pawn 2 a name.')).toBeTruthy();
    expect(startButton()).toHaveProperty('disabled', true);
    fireEvent.input(screen.getByRole('textbox', { name: 'Name of pawn 2' }), { target: { value: 'Ben' } });
    fireEvent.click(startButton());
    expect(startedSession(onStart).setup.pawns.map((pawn) => pawn.name)).toEqual([
      'Anna',
      'Ben',
      'Green',
      'Yellow Bobby',
    ]);
  });

  it('says, once More options opens, the name a game gets when the table types none', async () => {
    const onStart = renderScreen();
    const more = screen.getByText('More options').closest('details') as HTMLDetailsElement;
    // The browser tells the section it opened with a toggle event.
    more.open = true;
    const hint = await within(more).findByText(/^Empty: “.+ · Ravensburger 2013”$/);
    tapCards(13, 26, 29, 34);
    fireEvent.click(startButton());
    expect(hint.textContent).toBe(`Empty: “${startedSession(onStart).name}”`);
  });
});

describe('Milton Bradley 1985', () => {
  it('plays its five pawns on its own board with its 18 cards, labelled as printed', () => {
    const onStart = renderScreen();
    chooseRuleSet('Milton Bradley 1985');
    expect(screen.queryByRole('radio', { name: '3' })).toBeNull();
    const names = screen
      .getAllByRole('textbox', { name: /^Name of pawn/ })
      .map((input) => (input as HTMLInputElement).value);
    expect(names).toEqual(['Purple', 'Red', 'Green', 'Yellow', 'Blue']);
    const board = getBoard('milton-bradley-1985');
    for (const station of START_CARDS.miltonBradley) expect(card(board.label(station))).toBeTruthy();
    expect(screen.queryByRole('button', { name: '108' })).toBeNull();
    expect(screen.queryByRole('group', { name: /taxi line/ })).toBeNull();
    tapCards(197, 198, 13, 26, 29);
    fireEvent.click(startButton());
    expect(startedSession(onStart).setup).toEqual(
      presetSetup('milton-bradley-1985', { detectives: 5, starts: [197, 198, 13, 26, 29] }),
    );
  });
});

describe('a custom game', () => {
  it('explains a number that does not read, and starts once it does', () => {
    const onStart = renderScreen();
    chooseRuleSet('Custom game');
    tapCards(13, 26, 29, 34);
    const black = screen.getByRole('textbox', { name: 'Black tickets' });
    fireEvent.input(black, { target: { value: 'lots' } });
    const message = 'Black tickets: type a whole number from 0 to 999.';
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(black.getAttribute('aria-invalid')).toBe('true');
    expect(startButton()).toHaveProperty('disabled', true);
    fireEvent.input(black, { target: { value: '3' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Mister X surfaces after entries' }), {
      target: { value: '8, 3' },
    });
    expect(screen.getAllByText(/type entry numbers in ascending order/)).toHaveLength(2);
    fireEvent.input(screen.getByRole('textbox', { name: 'Mister X surfaces after entries' }), {
      target: { value: '4, 9' },
    });
    fireEvent.input(screen.getByRole('textbox', { name: 'Round limit' }), { target: { value: '' } });
    fireEvent.click(startButton());
    const { setup } = startedSession(onStart);
    expect(setup.ruleSet).toBe('custom');
    expect(setup.misterX.black).toBe(3);
    expect(setup.surfacing).toEqual([4, 9]);
    expect(setup.roundLimit).toBeNull();
    expect(validateSetup(setup)).toBeNull();
  });

  it('types any station by its board label and adds or removes pawns', () => {
    const onStart = renderScreen();
    chooseRuleSet('Custom game');
    fireEvent.change(screen.getByRole('combobox', { name: 'Pawn start cards' }), { target: { value: 'any' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Yellow Bobby' }));
    fireEvent.click(screen.getByRole('button', { name: '+ Detective' }));
    fireEvent.click(screen.getByRole('button', { name: '+ Bobby' }));
    const typed = screen.getByRole('textbox', { name: 'Or type any station for Red' });
    fireEvent.input(typed, { target: { value: '200' } });
    fireEvent.submit(typed.closest('form') as HTMLFormElement);
    expect(screen.getByText('There is no station 200 on this board.')).toBeTruthy();
    for (const station of ['1', '2', '3', '4', '5']) {
      const input = screen.getByRole('textbox', { name: /^Or type any station for/ });
      fireEvent.input(input, { target: { value: station } });
      fireEvent.submit(input.closest('form') as HTMLFormElement);
    }
    fireEvent.click(startButton());
    const { setup } = startedSession(onStart);
    expect(setup.pawnStartCards).toBeNull();
    expect(setup.pawns.map((pawn) => [pawn.name, pawn.start])).toEqual([
      ['Red', 1],
      ['Blue', 2],
      ['Green', 3],
      ['Yellow', 4],
      ['Purple Bobby', 5],
    ]);
  });
});

describe('in German', () => {
  it('shows the set-up in German', async () => {
    const onStart = vi.fn();
    await useLanguage('de');
    render(<SetupScreen onStart={onStart} />);
    expect(screen.getByRole('heading', { name: 'Neues Spiel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spiel starten' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Wähle eine Startstation für Rot.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Gibt es eine gelbe Taxi-Linie zwischen 13 und 14?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Karten für mich ziehen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Spiel starten' }));
    const session = onStart.mock.calls[0]?.[0] as Session;
    expect(session.setup.pawns.map((pawn) => pawn.name)).toEqual(['Rot', 'Blau', 'Grün', 'Gelber Bobby']);
  });
});

describe('the set-up survives a reload', () => {
  it('reopens on the choices made so far, and keeps them without start cards once the game starts', () => {
    renderScreen();
    chooseRuleSet('Milton Bradley 1985');
    tapCards(13, 26);
    const remembered = savedDraft.value;
    expect(remembered?.ruleSet).toBe('milton-bradley-1985');
    // The draft is stored as plain data and read back as the screen left it.
    const stored = readDraft(JSON.parse(JSON.stringify(remembered)));
    expect(stored).toEqual(remembered);
    cleanup();
    savedDraft.value = stored;
    const onStart = renderScreen();
    expect(screen.getByRole('radio', { name: 'Milton Bradley 1985' })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: '13: Purple' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '26: Red' })).toBeTruthy();
    tapCards(29, 34, 50);
    fireEvent.click(startButton());
    expect(startedSession(onStart).setup.ruleSet).toBe('milton-bradley-1985');
    expect(savedDraft.value?.pawns.map((pawn) => pawn.start)).toEqual([null, null, null, null, null]);
  });

  it('keeps who plays Mister X: Dragnet and his strength, and a person for a draft kept before the choice', () => {
    renderScreen();
    expect(screen.queryByRole('radio', { name: /^Hard/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Dragnet' }));
    // Each strength says in one line what it means.
    for (const [name, line] of [
      ['Easy', 'A beginner'],
      ['Medium', 'A careful family player'],
      ['Hard', 'Plays to win'],
    ]) {
      expect(screen.getByRole('radio', { name: new RegExp(`^${name} ${line}`) })).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('radio', { name: /^Hard/ }));
    expect(savedDraft.value?.misterX).toEqual({ player: 'dragnet', strength: 'hard' });
    expect(readDraft(JSON.parse(JSON.stringify(savedDraft.value)))?.misterX).toEqual({
      player: 'dragnet',
      strength: 'hard',
    });
    const { misterX: _chosen, ...older } = initialDraft();
    expect(readDraft(older)?.misterX).toEqual({ player: 'person', strength: 'medium' });
    expect(readDraft({ ...initialDraft(), misterX: { player: 'dragnet', strength: 'expert' } })).toBeNull();
  });

  it("offers the last game's set-up to the next game: 4 players, names, Dragnet at hard, start cards drawn afresh", async () => {
    const onStart = renderScreen();
    fireEvent.click(screen.getByRole('radio', { name: '4' }));
    fireEvent.input(screen.getByRole('textbox', { name: 'Name of pawn 1' }), { target: { value: 'Anna' } });
    const question = screen.getByRole('group', { name: 'Is there a yellow taxi line between 13 and 14?' });
    fireEvent.click(within(question).getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Dragnet' }));
    fireEvent.click(screen.getByRole('radio', { name: /^Hard/ }));
    tapCards(13, 26, 29, 34);
    fireEvent.click(startButton());
    await vi.waitFor(() => expect(onStart).toHaveBeenCalledTimes(1));
    expect(startDragnetGame).toHaveBeenCalledWith(startedSession(onStart), 'hard');
    // The next game's set-up screen, in this page and after a reload (the draft read back as stored).
    for (const next of [savedDraft.value, readDraft(JSON.parse(JSON.stringify(savedDraft.value)))]) {
      cleanup();
      savedDraft.value = next;
      renderScreen();
      expect(screen.getByRole('radio', { name: '4' })).toHaveProperty('checked', true);
      expect((screen.getByRole('textbox', { name: 'Name of pawn 1' }) as HTMLInputElement).value).toBe('Anna');
      expect(screen.getAllByRole('textbox', { name: /^Name of pawn/ })).toHaveLength(4);
      const asked = screen.getByRole('group', { name: 'Is there a yellow taxi line between 13 and 14?' });
      expect(within(asked).getByRole('radio', { name: 'No' })).toHaveProperty('checked', true);
      expect(screen.getByRole('radio', { name: 'Dragnet' })).toHaveProperty('checked', true);
      expect(screen.getByRole('radio', { name: /^Hard/ })).toHaveProperty('checked', true);
      expect(screen.getByText('Choose a start station for Anna.')).toBeTruthy();
      expect(card(13).getAttribute('aria-pressed')).toBe('false');
      expect(startButton()).toHaveProperty('disabled', true);
    }
  });

  it('offers a custom game again with its pawns, rules and options', () => {
    const onStart = renderScreen();
    chooseRuleSet('Custom game');
    fireEvent.click(screen.getByRole('button', { name: '+ Bobby' }));
    fireEvent.input(screen.getByRole('textbox', { name: 'Black tickets' }), { target: { value: '7' } });
    const [voluntary] = screen.getAllByRole('checkbox', { name: /Milton Bradley advanced play/ });
    if (voluntary) fireEvent.click(voluntary);
    tapCards(13, 26, 29, 34, 50);
    fireEvent.click(startButton());
    const first = startedSession(onStart).setup;
    cleanup();
    const again = renderScreen();
    tapCards(13, 26, 29, 34, 50);
    fireEvent.click(startButton());
    expect(startedSession(again).setup).toEqual(first);
  });

  it('ignores a stored draft it cannot use', () => {
    for (const broken of [null, 'draft', { ruleSet: 'chess' }, { ...initialDraft(), pawns: [{ colour: 'pink' }] }]) {
      expect(readDraft(broken)).toBeNull();
    }
  });
});

describe('Milton Bradley advanced play (MB 1985 "More Challenges - Advanced Play")', () => {
  const toggles = () => screen.queryAllByRole('checkbox', { name: /Milton Bradley advanced play/ });

  it('is offered under the Milton Bradley rules and in a custom game, not under Ravensburger 2013', () => {
    renderScreen();
    expect(toggles()).toHaveLength(0);
    chooseRuleSet('Milton Bradley 1985');
    expect(toggles()).toHaveLength(2);
    chooseRuleSet('Custom game');
    expect(toggles()).toHaveLength(2);
  });

  it('is off again once the rules no longer offer it', () => {
    const onStart = renderScreen();
    chooseRuleSet('Milton Bradley 1985');
    const [voluntary] = toggles();
    if (voluntary) fireEvent.click(voluntary);
    chooseRuleSet('Ravensburger 2013');
    tapCards(13, 26, 29, 34);
    fireEvent.click(startButton());
    expect(startedSession(onStart).setup.options).toEqual({ voluntarySurfacing: false, cutOff: false });
  });
});
