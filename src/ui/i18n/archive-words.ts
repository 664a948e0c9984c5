// The past-games screen's words in both languages, and the words for file problems: its modules ask
// for them here, so they load with the screen (elsewhere file words load on first use, i18n.ts).

import { filesDe } from '../../words/files-de';
import { filesEn } from '../../words/files-en';
import type { FileWords } from '../../words/words';
import { archiveDe } from './archive-de';
import { archiveEn } from './archive-en';
import { language, wordsOf } from './i18n';

export const archiveSection = { en: archiveEn, de: archiveDe };
export const { t, translate } = wordsOf(archiveSection);

const FILE_WORDS = { en: filesEn, de: filesDe };

/** The words for file problems in the player's language. */
export function archiveFileWords(): FileWords {
  return FILE_WORDS[language.value];
}
