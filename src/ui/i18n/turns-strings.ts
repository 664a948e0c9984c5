// Loads with the turn panels a game needs only now and then (his surfacing, the end of the game)
// and with the review: their section of both dictionaries.
import { registerSection } from './i18n';
import { turnsDe } from './turns-de';
import { turnsEn } from './turns-en';

registerSection({ en: turnsEn, de: turnsDe });
