// A long list that puts only the rows in sight in the page (and a few either side), so 2,000
// saved games open and scroll as fast as 20. Built on @tanstack/virtual-core (the measuring and the
// scroll arithmetic, without a framework).
import type { Range, Rect, VirtualItem } from '@tanstack/virtual-core';
import {
  defaultRangeExtractor,
  elementScroll,
  measureElement,
  observeElementOffset,
  observeElementRect,
  Virtualizer,
} from '@tanstack/virtual-core';
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useReducer, useRef, useState } from 'preact/hooks';

interface VirtualListProps<T> {
  readonly items: readonly T[];
  readonly keyOf: (item: T) => string;
  /** A row's usual height in CSS pixels, until it is measured. */
  readonly estimate: number;
  /** Space between rows in CSS pixels. */
  readonly gap: number;
  readonly label: string;
  readonly class?: string;
  readonly children: (item: T, index: number) => ComponentChildren;
}

/** Rows drawn beyond the screen's edges, each side. */
const OVERSCAN = 4;

/** The list's nearest scrolling ancestor scrolls (the screen's own scroller in the app, else the
 *  page; the list's full height is kept). Rows may be of any height: each is measured as it is
 *  drawn, and again when it changes, as a row does when its "More" opens. The row holding the focus
 *  stays in the page while it is scrolled away, so the keyboard never loses its place; each row says
 *  where it is in the whole list (aria-posinset of aria-setsize), so a screen reader counts all the
 *  games, not those drawn. */
export function VirtualList<T>(props: VirtualListProps<T>) {
  const { items, keyOf, estimate, gap } = props;
  const list = useRef<HTMLUListElement>(null);
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const [margin, setMargin] = useState(0);
  const focused = useRef<number | null>(null);
  const options = {
    count: items.length,
    getScrollElement: () => scrollerOf(list.current),
    estimateSize: () => estimate,
    gap,
    overscan: OVERSCAN,
    scrollMargin: margin,
    getItemKey: (index: number) => (items[index] ? keyOf(items[index]) : index),
    // A scroller not laid out yet (or a document without layout, as in unit tests) reports no
    // height: the window's is the best guess of what is in sight until it is measured.
    observeElementRect: (instance: Virtualizer<Element, HTMLLIElement>, report: (rect: Rect) => void) =>
      observeElementRect(instance, (rect) =>
        report(rect.height > 0 ? rect : { width: rect.width, height: window.innerHeight }),
      ),
    observeElementOffset,
    scrollToFn: elementScroll,
    measureElement,
    // The focused row is kept while it is out of sight: the keyboard's place survives the scroll.
    rangeExtractor: (range: Range) => {
      const shown = defaultRangeExtractor(range);
      const keep = focused.current;
      if (keep === null || keep >= range.count || shown.includes(keep)) return shown;
      return [...shown, keep].sort((a, b) => a - b);
    },
    onChange: () => redraw(0),
  };
  const [virtualizer] = useState(() => new Virtualizer<Element, HTMLLIElement>(options));
  virtualizer.setOptions(options);
  useLayoutEffect(() => virtualizer._didMount(), []);
  useLayoutEffect(() => {
    virtualizer._willUpdate();
    // Where the list starts in its scroller: what stands above it (the import report, the search
    // box) may change.
    const scroller = scrollerOf(list.current);
    const top =
      list.current && scroller
        ? list.current.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop
        : 0;
    if (Math.abs(top - margin) > 0.5) setMargin(top);
  });
  const rows: VirtualItem[] = virtualizer.getVirtualItems();
  return (
    <ul
      ref={list}
      class={props.class}
      aria-label={props.label}
      style={{ position: 'relative', height: `${virtualizer.getTotalSize()}px` }}
      onFocusIn={(event) => {
        const row = (event.target as Element).closest('[data-index]');
        focused.current = row ? Number(row.getAttribute('data-index')) : null;
      }}
    >
      {rows.map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        return (
          <li
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            aria-posinset={row.index + 1}
            aria-setsize={items.length}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${row.start - margin}px)`,
            }}
          >
            {props.children(item, row.index)}
          </li>
        );
      })}
    </ul>
  );
}

/** The element that scrolls the list: its nearest ancestor that scrolls, else the document's. */
function scrollerOf(element: Element | null): Element | null {
  if (!element) return null;
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if (overflowY === 'auto' || overflowY === 'scroll') return parent;
  }
  return document.scrollingElement;
}
