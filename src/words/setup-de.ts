// Probleme der Aufstellung auf Deutsch (Codes in src/game/messages.ts `SetupProblem`), als Satzteil
// nach „Mit dieser Aufstellung kann nicht gespielt werden: ...“. Mit den Datei-Wörtern geladen.
import type { SetupTemplates } from './words';

export const setupDe: SetupTemplates = {
  'unknown-route': (p) => `Der Plan kennt keine unsichere Linie „${p.route}“`,
  'no-detective': () => 'Es muss mindestens ein Detektiv mitspielen',
  'too-many-pawns': (p) => `Es können höchstens ${p.max} Figuren mitspielen`,
  'bad-pawn-id': (p) => `Die Kennung „${p.pawn}“ einer Figur muss aus 1 bis 24 Zeichen a-z, 0-9 und - bestehen`,
  'same-pawn-id': (p) => `Zwei Figuren haben die Kennung „${p.pawn}“`,
  'no-name': (p, say) => `Figur „${say.pawn(p.pawn) || p.pawn}“ braucht einen Namen mit 1 bis ${p.max} Zeichen`,
  'long-name': (p) => `Der Name der Figur „${p.pawn}“ darf höchstens ${p.max} Zeichen haben`,
  'same-name': (p, say) => `Zwei Figuren heißen „${say.pawn(p.pawns[0])}“`,
  'start-off-board': (p, say) => `${say.pawn(p.pawn)} beginnt auf Station ${p.station}, die es auf dem Plan nicht gibt`,
  'same-start': (p, say) =>
    `${say.pawn(p.pawns[0])} und ${say.pawn(p.pawns[1])} beginnen beide auf Station ${say.station(p.station)}`,
  'start-not-a-card': (p, say) => `Keine Startkarte zeigt Station ${say.station(p.station)} (${say.pawn(p.pawn)})`,
  'bobby-pile': (p, say) => `${say.pawn(p.pawn)} ist ein Bobby und fährt umsonst: kein Ticketvorrat`,
  'no-pile': (p, say) => `${say.pawn(p.pawn)} hat keinen Ticketvorrat`,
  'same-pile-id': (p) => `Zwei Ticketvorräte heißen „${p.pile}“`,
  'pile-counts': (p) => `Ticketzahlen müssen ganze Zahlen von 0 bis ${p.max} sein`,
  'unused-pile': (p) => `Keine Figur nutzt den Ticketvorrat „${p.pile}“`,
  'x-counts': (p) => `Die Ticketzahlen von Mister X müssen ganze Zahlen von 0 bis ${p.max} sein`,
  'card-off-board': (p) => `Die Startkarte ${p.station} ist keine Station auf dem Plan`,
  'x-cards-taken': () => 'Jede Startkarte, die Mister X haben könnte, ist von einer Figur besetzt',
  'surfacing-order': () => 'Die Nummern seiner Züge, nach denen er sich zeigt, müssen aufsteigende ganze Zahlen sein',
  'round-limit': (p) => `Die Rundenzahl muss eine ganze Zahl von 1 bis ${p.max} sein oder fehlen`,
};
