// Unit tests render in English: load the English dictionary before any test runs, as main.tsx
// does before the app's first render, and the rules' words, which the app has soon after.
import { loadRuleWords, useLanguage } from '../src/ui/i18n/i18n';

await Promise.all([useLanguage('en'), loadRuleWords('en')]);
