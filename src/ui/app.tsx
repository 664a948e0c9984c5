// The app shell. For now a single screen; the table app (set-up, map, turn flow) grows here.
import { getBoard } from '../board/graph';

export function App() {
  const board = getBoard('ravensburger-classic');
  return (
    <main class="shell">
      <h1>Dragnet</h1>
      <p>The detectives' companion for Scotland Yard.</p>
      <p>
        The rules core knows the London board: {board.stationIds.length} stations and {board.routes.length} routes. Run{' '}
        <code>npm run analyze -- FILE</code> to follow a recorded game.
      </p>
    </main>
  );
}
