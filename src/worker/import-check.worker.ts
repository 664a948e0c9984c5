// A thin worker around the check of an archive's games (src/store/import-check.ts): each batch it is
// sent comes back checked, with the records and index entries to store. Loaded on demand, when an
// archive is imported, so the page's thread only writes and draws the progress bar.
import { checkArchiveEntry } from '../store/import-check';
import type { ImportCheckRequest, ImportCheckResponse } from './import-check-protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ImportCheckRequest>) => void) | null;
  postMessage(message: ImportCheckResponse): void;
};

scope.onmessage = ({ data }) => {
  const checked = data.entries.map((entry, offset) => checkArchiveEntry(entry, data.start + offset));
  scope.postMessage({ id: data.id, checked });
};
