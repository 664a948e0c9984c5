// A small benchmark harness: runs a function in timed batches and reports the median time per
// call, so one noisy moment on a shared machine does not decide the figure.

export interface Measurement {
  readonly name: string;
  /** Median nanoseconds per call over the batches. */
  readonly medianNs: number;
  readonly minNs: number;
  readonly maxNs: number;
  readonly batches: number;
  readonly callsPerBatch: number;
}

/** Warms up (so the JIT has compiled the code), calibrates a batch size that takes about
 *  `batchMs`, then times `batches` batches. */
export function measure(name: string, run: () => unknown, batches = 31, batchMs = 40): Measurement {
  let sink: unknown;
  const warmUntil = performance.now() + 300;
  while (performance.now() < warmUntil) sink = run();
  let calls = 1;
  for (;;) {
    const start = performance.now();
    for (let i = 0; i < calls; i++) sink = run();
    if (performance.now() - start >= batchMs || calls >= 1 << 24) break;
    calls *= 2;
  }
  const perCall: number[] = [];
  for (let batch = 0; batch < batches; batch++) {
    const start = performance.now();
    for (let i = 0; i < calls; i++) sink = run();
    perCall.push(((performance.now() - start) * 1e6) / calls);
  }
  if (sink === Symbol.for('never')) process.stdout.write('');
  perCall.sort((a, b) => a - b);
  return {
    name,
    medianNs: perCall[Math.floor(perCall.length / 2)] as number,
    minNs: perCall[0] as number,
    maxNs: perCall[perCall.length - 1] as number,
    batches,
    callsPerBatch: calls,
  };
}

export function formatDuration(ns: number): string {
  if (ns >= 1e6) return `${(ns / 1e6).toFixed(3)} ms`;
  if (ns >= 1e3) return `${(ns / 1e3).toFixed(2)} µs`;
  return `${ns.toFixed(0)} ns`;
}
