'use client';

import { useEffect } from 'react';

/**
 * Ids belong to the route on screen only. With Cache Components, Next keeps the routes just left
 * mounted but hidden (React's <Activity>: `display: none !important` on their top elements), so
 * a second <main id="contenu">, a second header and footer (after a move between the shop, the
 * account and the checkout, each with its own frame) or a second « listing-sort » stayed in the
 * document: the skip link and a label could point into the hidden copy. A hidden route's ids are
 * set aside (`data-hidden-id`) and given back when it shows again.
 * See docs/decisions/hidden-route-ids.md.
 */
const STASHED = 'data-hidden-id';

/** How React hides an Activity's (or a re-suspended boundary's) top elements. */
function hiddenByReact(element: Element): boolean {
  const style = (element as HTMLElement).style;
  return (
    style !== undefined &&
    style.getPropertyValue('display') === 'none' &&
    style.getPropertyPriority('display') === 'important'
  );
}

const HIDDEN_STYLE = /display:\s*none\s*!\s*important/;

/** Sets aside the ids of `root` and of everything inside it. */
function stashIds(root: Element): void {
  const elements = root.id
    ? [root, ...root.querySelectorAll('[id]')]
    : root.querySelectorAll('[id]');
  for (const element of elements) {
    element.setAttribute(STASHED, element.id);
    element.removeAttribute('id');
  }
}

/** Whether an element between `element` (included) and `root` (excluded) is still hidden. */
function stillHidden(element: Element, root: Element): boolean {
  for (let at: Element | null = element; at && at !== root; at = at.parentElement) {
    if (hiddenByReact(at)) return true;
  }
  return false;
}

/**
 * Gives back the ids set aside in `root`, except inside a part still hidden on its own (a page
 * left before the frame around it was). An id React set meanwhile wins.
 */
function restoreIds(root: Element): void {
  const stashed = [...root.querySelectorAll(`[${STASHED}]`)];
  if (root.hasAttribute(STASHED)) stashed.unshift(root);
  for (const element of stashed) {
    if (element !== root && stillHidden(element, root)) continue;
    const id = element.getAttribute(STASHED)!;
    element.removeAttribute(STASHED);
    if (!element.id) element.id = id;
  }
}

/** Whether `element` is inside (or is) a part React hides. */
function insideHidden(element: Element): boolean {
  for (let at: Element | null = element; at; at = at.parentElement) {
    if (hiddenByReact(at)) return true;
  }
  return false;
}

/**
 * Reacts to React hiding and showing routes (their `style`) in `target`, and to elements a
 * hidden route renders meanwhile.
 */
export function watchHiddenRoutes(target: Node): MutationObserver {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'childList') {
        for (const node of record.addedNodes) {
          if (node instanceof Element && insideHidden(node)) stashIds(node);
        }
        continue;
      }
      const element = record.target as Element;
      if (hiddenByReact(element)) stashIds(element);
      else if (record.oldValue && HIDDEN_STYLE.test(record.oldValue)) restoreIds(element);
    }
  });
  observer.observe(target, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['style'],
    attributeOldValue: true,
  });
  return observer;
}

export function HiddenRouteIds() {
  useEffect(() => {
    const observer = watchHiddenRoutes(document.body);
    return () => observer.disconnect();
  }, []);
  return null;
}
