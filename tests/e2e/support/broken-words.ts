import type { Page } from '@playwright/test';

/**
 * Words inside `selector` that the screen shows broken inside (the page's `overflow-wrap: anywhere`
 * split "Winkelwagen" in the header and "Sterne" in the review form's choices over two lines at
 * 320 px): each word's characters must sit on one line. A word hidden from view (a screen reader's
 * label, a label drawn at size 0) is not looked at.
 */
export function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const broken: string[] = [];
    const root = document.querySelector(selector);
    if (!root) return [`no ${selector}`];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // A dialog opened from inside the root (the header's mini-cart and menu drawers) is another screen.
      const dialog = parent?.closest('[role="dialog"]');
      if (!parent || parent.closest('.visually-hidden') || (dialog && !dialog.contains(root))) continue;
      const style = getComputedStyle(parent);
      if (parseFloat(style.fontSize) === 0 || style.visibility === 'hidden' || parent.getClientRects().length === 0) continue;
      for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(`"${match[0]}" on ${lines.size} lines`);
      }
    }
    return broken;
  }, selector);
}

/**
 * Labels drawn from `data-label` by a cell's `::before` inside `selector` that are narrower than
 * their text, so the page's `overflow-wrap: anywhere` broke them ("Artikelnumme|r" beside a long
 * SKU in a phone's receipt). A label's pseudo-element has no text node for brokenWords to see.
 */
export function cutLabels(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) return [`no ${selector}`];
    return [...root.querySelectorAll('[data-label]')].flatMap((cell) => {
      const label = getComputedStyle(cell, '::before');
      if (label.content === 'none' || cell.getClientRects().length === 0) return [];
      const probe = document.createElement('span');
      probe.textContent = cell.getAttribute('data-label');
      Object.assign(probe.style, { font: label.font, whiteSpace: 'nowrap', position: 'absolute' });
      document.body.append(probe);
      const needed = probe.getBoundingClientRect().width;
      probe.remove();
      return parseFloat(label.width) + 0.5 < needed ? [`"${cell.getAttribute('data-label')}" ${label.width} wide, needs ${needed.toFixed(1)}px`] : [];
    });
  }, selector);
}
