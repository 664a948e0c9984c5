// Loads with the Moves list and the correction sheet: their section of both dictionaries.
import { registerSection } from './i18n';
import { movesDe } from './moves-de';
import { movesEn } from './moves-en';

registerSection({ en: movesEn, de: movesDe });
