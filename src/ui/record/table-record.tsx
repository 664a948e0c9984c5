// The way into the table's record from the saved games: the record takes the screen, and closing it
// brings the list back with the focus on the button that opened it. The screen's code and words are
// their own download, fetched when it is first opened (the saved games load this small part only).
import { useEffect, useRef, useState } from 'preact/hooks';
import { Loading, useLazyModule } from '../lazy';

export function TableRecord(props: { readonly onClose: () => void }) {
  const loaded = useLazyModule(() => import('./record-screen'));
  return loaded ? <loaded.RecordScreen {...props} /> : <Loading />;
}

/** Whether the record is shown, the button that opens it, and opening and closing it. */
export function useTableRecord() {
  const [shown, setShown] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const closed = useRef(false);
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
