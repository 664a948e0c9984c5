// A stand-in for the browser's Worker in unit tests (put in place with vi.stubGlobal('Worker',
// FakeWorker)): records each worker the page makes, what it is sent and whether it was ended, and
// answers when a test says so.
export class FakeWorker {
  /** Every worker made since the last reset, in order. */
  static made: FakeWorker[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  readonly posted: unknown[] = [];
  terminated = false;
  constructor(readonly url: URL) {
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  /** The worker answers. */
  send(data: unknown) {
    this.onmessage?.({ data });
  }
}
