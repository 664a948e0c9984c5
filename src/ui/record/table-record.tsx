// The way into the table's record from the saved games: the record takes the screen, and closing it
// brings the list back with the focus on the button that opened it. The saved games hand over the
// entries they listed, so the record need not read the index again. The screen's code and words
// are their own download, fetched in the first idle moment of the saved games (the saved games
// load this small part only).
import { useEffect, useRef, useState } from 'preact/hooks';
import type { IndexEntry } from '../../store/game-index';
import { Loading, moduleLoader, useLazyModule, whenIdle } from '../lazy';

const loadRecordScreen = moduleLoader(() => import('./record-screen'));

interface TableRecordProps {
  /** The saved games as listed (null: not listed yet, the record lists them itself). */
  readonly entries: readonly IndexEntry[] | null;
  readonly onClose: () => void;
}

export function TableRecord(props: TableRecordProps) {
  const loaded = useLazyModule(loadRecordScreen);
  return loaded ? <loaded.RecordScreen {...props} /> : <Loading />;
}

/** Whether the record is shown, the button that opens it, and opening and closing it. */
export function useTableRecord() {
  const [shown, setShown] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const closed = useRef(false);
  useEffect(() => whenIdle(() => void loadRecordScreen().catch(() => undefined)), []);
  useEffect(() => {
    if (!shown && closed.current) button.current?.focus();
  }, [shown]);
  return {
    shown,
    button,
    open: () => setShown(true),
    close: () => {
      closed.current = true;
      setShown(false);
    },
  };
}
