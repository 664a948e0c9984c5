// The words of the set-up screen, in both languages: the modules that show them ask for them here, so they load
// with those modules.

import { wordsOf } from './i18n';
import { setupScreenDe } from './setup-screen-de';
import { setupScreenEn } from './setup-screen-en';

export const setupSection = { en: setupScreenEn, de: setupScreenDe };
export const { t, translate } = wordsOf(setupSection);
