// Dragnet as Mister X at the table (issue 17): his start card, his turns entered by him with his
// route kept on the device first, his answers to a pawn on a station he could be on (caught at
// once on his own station, "not there" elsewhere), nothing of his route on the public side until
// the game is over, and the same hidden game after a reload or a crash.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { START_CARDS } from '../../board/boards';
import type { StationId, TransportTicket } from '../../board/types';
import { TRANSPORT_TICKETS } from '../../board/types';
import type { Session } from '../../format/session';
import { presetSetup } from '../../game/rule-sets';
import type { GameState } from '../../game/state';
import { playMisterX } from '../../worker/mister-x-job';
import { drawStart, newSecret, secretKey } from './secret-record';

function newSession(
  id = 'dragnet-test',
  rules: 'ravensburger-2013' | 'milton-bradley-1985' = 'ravensburger-2013',
): Session {
  // Ravensburger 2013, three detective players (three detectives and a Bobby); Milton Bradley 1985,
  // its five detective pawns (his tickets limited to his public stock).
  const setup =
    rules === 'ravensburger-2013'
      ? presetSetup(rules, { detectives: 3, starts: [13, 26, 29, 34] })
      : presetSetup(rules, { detectives: 5, starts: [13, 26, 29, 34, 50] });
  const at = '2026-11-25T03:00:00.000Z';
  return { id, name: 'Against Dragnet', createdAt: at, updatedAt: at, setup, events: [] };
}

/** The app's modules as a fresh page load finds them (same database), his worker answered in place. */
async function pageLoad() {
  vi.resetModules();
  const store = await import('../state/game-store');
  const players = await import('../state/x-player');
  const secret = await import('./dragnet-x');
  const records = await import('./secret-store');
  const queue = await import('../../store/save-queue');
  const database = await import('../../store/database');
  let asked = 0;
  secret.setTurnPlanner((question, answer) => {
    asked++;
    setTimeout(() => answer(playMisterX({ ...question, id: asked })), 0);
  });
  return { store, players, secret, records, queue, database, asked: () => asked };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let tries = 0; tries < 2000; tries++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  throw new Error(`never happened: ${what}`);
}

type Page = Awaited<ReturnType<typeof pageLoad>>;

function stateOf(page: Page): GameState {
  const state = page.store.game.value;
  if (!state) throw new Error('no game');
  return state;
}

/** His true station, read from his stored record. */
async function storedRoute(page: Page, id: string): Promise<readonly StationId[]> {
  const store = await page.database.openDatabase();
  const record = (await store.get(secretKey(id))) as { route: StationId[] };
  return record.route;
}

/** Moves a pawn (any ticket it holds; a Bobby rides free), to a station `prefer` likes when one is
 *  in reach. */
function movePawn(page: Page, ...prefer: ((station: StationId) => boolean)[]): void {
  const state = stateOf(page);
  const { board, setup } = state.game;
  const options: { pawn: string; to: StationId; ticket: TransportTicket }[] = [];
  for (const [index, pawn] of setup.pawns.entries()) {
    if (state.moved[index] || state.passed[index]) continue;
    const from = state.positions[index] as StationId;
    for (const ticket of TRANSPORT_TICKETS) {
      for (const to of board.ticketNeighbours(from, ticket)) {
        if (!state.occupied.has(to)) options.push({ pawn: pawn.id, to, ticket });
      }
    }
  }
  const ordered = [...prefer.flatMap((likes) => options.filter((option) => likes(option.to))), ...options];
  for (const { pawn, to, ticket } of ordered) {
    if (page.store.enter({ type: 'pawn-move', pawn, to, ticket })) return;
  }
  throw new Error('no pawn could move');
}

describe("Dragnet's start card", () => {
  it('is one of his cards that no pawn stands on, the same for the same seed', () => {
    // Milton Bradley 1985: one pile of 18 start cards for all (rules/000_290e5a51edb8697d.txt).
    const setup = presetSetup('milton-bradley-1985', { detectives: 5, starts: [13, 26, 29, 34, 50] });
    const free = START_CARDS.miltonBradley.filter((card) => ![13, 26, 29, 34, 50].includes(card));
    const drawn = new Set<StationId>();
    for (let seed = 0; seed < 400; seed++) {
      const start = drawStart(setup, seed);
      expect(free).toContain(start);
      expect(drawStart(setup, seed)).toBe(start);
      drawn.add(start);
    }
    // Every free card can come up.
    expect([...drawn].sort((a, b) => a - b)).toEqual([...free].sort((a, b) => a - b));
  });
});

/** A whole game against Dragnet (easy) from his stored secret: the pawns step onto his station when
 *  one can, else onto another station he could be on. Checks each of his answers and what the
 *  public side holds; returns how often he was caught and said "not there". */
async function playAgainstDragnet(
  seed: number,
  rules: 'ravensburger-2013' | 'milton-bradley-1985' = 'ravensburger-2013',
): Promise<{ caught: number; notThere: number }> {
  globalThis.indexedDB = new IDBFactory();
  const page = await pageLoad();
  const session = newSession(`against-${seed}`, rules);
  await page.records.saveSecret(newSecret(session.id, session.setup, 'easy', seed));
  page.store.startSession(session);
  await page.secret.followGame(session.id);
  expect(page.players.xPlayer.value).toEqual({ id: session.id, kind: 'dragnet', strength: 'easy' });
  let caught = 0;
  let notThere = 0;
  for (let round = 0; round < 30 && stateOf(page).phase !== 'over'; round++) {
    await until(() => {
      const state = stateOf(page);
      return state.phase === 'pawns' || state.phase === 'over' || state.announcement !== null;
    }, 'his turn entered');
    // An end the rules announce at his turn is the table's to confirm; he waits for it.
    const announced = stateOf(page).announcement;
    if (stateOf(page).phase === 'x-turn' && announced) {
      expect(page.players.dragnetActivity.value).toBe('idle');
      page.store.enter({ type: 'end', reason: announced.reason });
      break;
    }
    if (stateOf(page).phase === 'over') break;
    // His stored route reaches every entry the table sees (saved before the tickets came).
    const route = await storedRoute(page, session.id);
    expect(route.length).toBeGreaterThanOrEqual(stateOf(page).log.length + 1);
    // Nothing of it on the public side while he is hidden.
    expect(page.players.revealedRoute.value).toBeNull();
    const at = route[stateOf(page).log.length] as StationId;
    while (stateOf(page).phase === 'pawns') {
      const before = page.store.session.value?.events.length ?? 0;
      const { candidates } = stateOf(page);
      movePawn(
        page,
        (station) => station === at,
        (station) => candidates.has(station),
      );
      await until(() => stateOf(page).phase !== 'question', 'his answer');
      const events = page.store.session.value?.events ?? [];
      const answer = events[before + 1];
      if (answer?.type !== 'answer') continue;
      const move = events[before];
      const onHim = move?.type === 'pawn-move' && move.to === at;
      // RB 2013 rules/003_44999932a4cf8209.txt: a detective who moves onto his station catches him.
      expect(answer).toEqual({ type: 'answer', found: onHim });
      if (onHim) caught++;
      else notThere++;
    }
  }
  const end = stateOf(page);
  expect(end.phase).toBe('over');
  // The end hands his route over, entry by entry, as the table may now see it.
  const route = await storedRoute(page, session.id);
  await until(() => page.players.revealedRoute.value !== null, 'his route revealed');
  expect(page.players.revealedRoute.value).toEqual({
    id: session.id,
    steps: route
      .slice(0, end.log.length + 1)
      .map((station, index) => ({ ticket: index === 0 ? null : end.log[index - 1]?.ticket, station })),
  });
  if (end.over?.reason === 'capture') expect(end.over.station).toBe(route[end.log.length]);
  return { caught, notThere };
}

/** The pawns' moves of a round (each pawn its first free station), then his next turn entered. */
async function pawnsThenHim(page: Page): Promise<void> {
  const round = stateOf(page).round;
  while (stateOf(page).phase === 'pawns') {
    movePawn(page);
    await until(() => stateOf(page).phase !== 'question', 'his answer');
  }
  await until(() => stateOf(page).round > round && stateOf(page).phase === 'pawns', 'his next turn');
}

describe('Dragnet as Mister X at the table', () => {
  it('plays his turn, keeping his route on the device first, and answers for him', async () => {
    let caught = 0;
    let notThere = 0;
    // Games until one ends in a capture (detectives who step onto him whenever they can).
    for (let seed = 1; seed <= 12 && caught === 0; seed++) {
      const game = await playAgainstDragnet(seed);
      caught += game.caught;
      notThere += game.notThere;
    }
    expect(caught).toBe(1);
    expect(notThere).toBeGreaterThan(0);
  });

  it('plays under the Milton Bradley rules as well, with his public stock and five pawns', async () => {
    // Each of his answers is checked inside; these pawns run out of tickets before they corner him.
    let notThere = 0;
    for (let seed = 1; seed <= 3; seed++) notThere += (await playAgainstDragnet(seed, 'milton-bradley-1985')).notThere;
    expect(notThere).toBeGreaterThan(0);
  }, 120_000);

  it('resumes the same hidden game after a reload, and after a crash between his plan and his tickets', async () => {
    globalThis.indexedDB = new IDBFactory();
    const first = await pageLoad();
    const session = newSession('resumed');
    await first.records.saveSecret(newSecret(session.id, session.setup, 'medium', 11));
    first.store.startSession(session);
    await first.secret.followGame(session.id);
    await until(() => stateOf(first).phase === 'pawns', 'his first turn');
    while (stateOf(first).round === 1) {
      movePawn(first);
      await until(() => stateOf(first).phase !== 'question', 'his answer');
    }
    await until(() => stateOf(first).phase === 'pawns', 'his second turn');
    await first.queue.whenSaved();
    const played = first.store.session.value as Session;
    const route = await storedRoute(first, session.id);
    expect(route.length).toBe(stateOf(first).log.length + 1);

    // A reload: the same game from the device, his next turn planned from the stored route.
    const second = await pageLoad();
    second.store.startSession(played);
    await second.secret.followGame(session.id);
    expect(second.players.xPlayer.value).toEqual({ id: session.id, kind: 'dragnet', strength: 'medium' });
    expect(await storedRoute(second, session.id)).toEqual(route);
    expect(second.asked()).toBe(0);

    // A crash after his route was kept but before his tickets were entered: the record ends before
    // his second turn; he plays it again, the same tickets to the same stations.
    const cut = played.events.findLastIndex((event) => event.type === 'pawn-move') + 1;
    const third = await pageLoad();
    third.store.startSession({ ...played, events: played.events.slice(0, cut) });
    await third.secret.followGame(session.id);
    await until(() => stateOf(third).phase === 'pawns', 'his turn again');
    expect(third.store.session.value?.events).toEqual(played.events);
    await third.queue.whenSaved();
    expect(await storedRoute(third, session.id)).toEqual(route);
  });

  it('goes on after an export, a wiped device and an import of the file: his next turn is the one he would have played', async () => {
    globalThis.indexedDB = new IDBFactory();
    const first = await pageLoad();
    const session = newSession('exported');
    await first.records.saveSecret(newSecret(session.id, session.setup, 'medium', 29));
    first.store.startSession(session);
    await first.secret.followGame(session.id);
    // Three rounds played: his fourth turn entered, the pawns to move.
    await until(() => stateOf(first).phase === 'pawns', 'his first turn');
    while (stateOf(first).round < 4) await pawnsThenHim(first);
    expect(stateOf(first).phase).toBe('pawns');
    await first.queue.whenSaved();
    const played = first.store.session.value as Session;
    const exported = await first.secret.exportSessionJson(played);
    // Still going on: the export says the file holds where he is.
    expect(exported.hidden).toBe(true);

    // Without the round trip: the pawns move, he plays his next turn.
    await pawnsThenHim(first);
    const without = { events: first.store.session.value?.events, route: await storedRoute(first, session.id) };
    expect(stateOf(first).phase).toBe('pawns');

    // The device wiped (the game and his secret gone), then the file imported.
    globalThis.indexedDB = new IDBFactory();
    const second = await pageLoad();
    const { importFile } = await import('../archive/import-files');
    const { loadSession } = await import('../../store/sessions');
    const report = await importFile(new File([exported.text], 'exported.dragnet.json'), ' (copy)');
    expect(report).toMatchObject({ ok: true, games: [{ name: session.name, outcome: 'added' }] });
    const loaded = await loadSession(session.id);
    if (!loaded.ok) throw new Error('the imported game did not load');
    expect(loaded.session).toEqual(played);
    second.store.startSession(loaded.session);
    await second.secret.followGame(session.id);
    expect(second.players.xPlayer.value).toEqual({ id: session.id, kind: 'dragnet', strength: 'medium' });
    expect(await storedRoute(second, session.id)).toEqual(without.route.slice(0, stateOf(second).log.length + 1));

    // The same pawn moves: he plays the same tickets to the same stations.
    await pawnsThenHim(second);
    expect(second.asked()).toBe(1);
    expect(second.store.session.value?.events).toEqual(without.events);
    expect(await storedRoute(second, session.id)).toEqual(without.route);
  });

  it('keeps an answer once given: Undo takes back no move Dragnet answered, and a move onto his stations waits for the table first', async () => {
    globalThis.indexedDB = new IDBFactory();
    const page = await pageLoad();
    const actions = await import('../state/table-actions');
    const session = newSession('no-probing');
    await page.records.saveSecret(newSecret(session.id, session.setup, 'easy', 5));
    page.store.startSession(session);
    await page.secret.followGame(session.id);
    await until(() => stateOf(page).phase === 'pawns', 'his first turn');
    const route = await storedRoute(page, session.id);
    const at = route[stateOf(page).log.length] as StationId;
    // A pawn that can reach one of his possible stations other than his own.
    const state = stateOf(page);
    const target = state.game.setup.pawns
      .flatMap((pawn, index) => {
        actions.selectPawn(pawn.id);
        return [...actions.destinations.value.entries()]
          .filter(([station]) => state.candidates.has(station) && station !== at)
          .map(([station, tickets]) => ({ pawn: index, station, ticket: tickets[0] as TransportTicket }));
      })
      .at(0);
    if (!target) throw new Error('no pawn reaches another of his stations');
    const before = page.store.session.value?.events ?? [];

    // The tap waits for the table's go: nothing is entered, nothing asked.
    actions.movePawn(target.pawn, target.station, target.ticket);
    expect(actions.askDraft.value).toEqual(target);
    expect(page.store.session.value?.events).toEqual(before);
    // Confirmed: entered, and Dragnet answers "not there".
    actions.movePawn(target.pawn, target.station, target.ticket, true);
    await until(() => stateOf(page).phase === 'pawns', 'his answer');
    const answered = page.store.session.value?.events ?? [];
    expect(answered.slice(before.length)).toEqual([
      { type: 'pawn-move', pawn: state.game.setup.pawns[target.pawn]?.id, to: target.station, ticket: target.ticket },
      { type: 'answer', found: false },
    ]);
    expect(stateOf(page).candidates.has(target.station)).toBe(false);

    // Undo takes nothing back and says why; the station stays ruled out.
    expect(page.store.undoStep.value?.kind).toBe('answered');
    page.store.undo();
    expect(page.store.session.value?.events).toEqual(answered);
    expect(page.store.undoRefused.value).toEqual({
      kind: 'answer-stays',
      pawn: state.game.setup.pawns[target.pawn]?.id,
      station: target.station,
      found: false,
    });
    expect(stateOf(page).candidates.has(target.station)).toBe(false);
  });

  it("takes back the table's last entry with his turn after it, so Undo is not played again at once", async () => {
    globalThis.indexedDB = new IDBFactory();
    const page = await pageLoad();
    const session = newSession('undo');
    await page.records.saveSecret(newSecret(session.id, session.setup, 'hard', 3));
    page.store.startSession(session);
    await page.secret.followGame(session.id);
    await until(() => stateOf(page).phase === 'pawns', 'his first turn');
    // Only his entries so far: nothing of the table's to take back.
    expect(page.store.undoStep.value).toBeNull();
    while (stateOf(page).round === 1) {
      movePawn(page);
      await until(() => stateOf(page).phase !== 'question', 'his answer');
    }
    await until(() => stateOf(page).phase === 'pawns', 'his second turn');
    const events = page.store.session.value?.events ?? [];
    const lastPawn = events.findLastIndex((event) => event.type === 'pawn-move');
    expect(page.store.undoStep.value?.event).toEqual(events[lastPawn]);
    page.store.undo();
    await new Promise((resolve) => setTimeout(resolve, 5));
    // The record is back before the last pawn's move: that pawn is to move again, and he waits.
    expect(page.store.session.value?.events).toEqual(events.slice(0, lastPawn));
    expect(stateOf(page).phase).toBe('pawns');
  });

  it('leaves a game with a person as Mister X alone', async () => {
    globalThis.indexedDB = new IDBFactory();
    const page = await pageLoad();
    const session = newSession('person');
    page.store.startSession(session);
    await page.secret.followGame(session.id);
    expect(page.players.xPlayer.value).toEqual({ id: session.id, kind: 'person' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(page.store.session.value?.events).toEqual([]);
    expect(page.asked()).toBe(0);
  });
});
