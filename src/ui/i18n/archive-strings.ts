// Loads with the past-games screen: its section of both dictionaries, and the words for file
// problems.
import { filesDe } from '../../words/files-de';
import { filesEn } from '../../words/files-en';
import { archiveDe } from './archive-de';
import { archiveEn } from './archive-en';
import { registerFileWords, registerSection } from './i18n';

registerSection({ en: archiveEn, de: archiveDe });
registerFileWords({ en: filesEn, de: filesDe });
