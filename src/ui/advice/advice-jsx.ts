// JSX for the advice module without importing preact itself (see advice-entry.tsx): each .tsx
// file of the module starts with the classic-runtime pragmas `@jsxRuntime classic` and `@jsx h`
// and imports this `h`, which builds elements with the page's own preact.
import type { ComponentChildren, JSX as PreactJSX } from 'preact';
import { host } from './advice-host';

type Props = Record<string, unknown> | null;

export function h(type: string | ((props: never) => unknown), props: Props, ...children: ComponentChildren[]) {
  const { key, ...rest } = props ?? {};
  const all = children.length === 0 ? rest : { ...rest, children: children.length === 1 ? children[0] : children };
  return host().jsx(type as string, all, key as string | undefined);
}

export declare namespace h {
  export namespace JSX {
    export type Element = PreactJSX.Element;
    export type IntrinsicElements = PreactJSX.IntrinsicElements;
    export type ElementChildrenAttribute = PreactJSX.ElementChildrenAttribute;
    export type IntrinsicAttributes = PreactJSX.IntrinsicAttributes;
  }
}
