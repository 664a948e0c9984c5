// Screen tests wait for states with testing-library's waitFor and findBy: they stop as soon as the
// state shows. Its 1 s default bound failed a map test on a loaded machine (load average 24 on two
// cores), so the bound is a limit against a hang, as vitest's testTimeout is, not a speed target.
import { configure } from '@testing-library/preact';

configure({ asyncUtilTimeout: 10_000 });
