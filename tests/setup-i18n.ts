// Unit tests render in English: load the English dictionary before any test runs, as main.tsx
// does before the app's first render.
import { useLanguage } from '../src/ui/i18n/i18n';

await useLanguage('en');
