// Screen tests wait for states with testing-library's waitFor and findBy: they stop as soon as the
// state shows. The bound is a limit against a hang, as vitest's testTimeout is, not a speed target:
// testing-library's 1 s failed a map test with the machine busy (load average 24 on two cores).
import { configure } from '@testing-library/preact';

configure({ asyncUtilTimeout: 60_000 });
