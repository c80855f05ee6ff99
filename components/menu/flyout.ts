/**
 * The desktop flyout's behaviour on the server-rendered menu tree (spec 02 §4, §9): a panel opens
 * on hover and closes `closeDelayMs` after the pointer leaves; arrow keys, Home and End move
 * between top entries, ArrowDown or Space opens a panel and enters it, arrows move through its
 * links, Escape closes it and returns to its entry. Returns the function that detaches it all.
 */
const OPEN = 'data-open';
const focusables = (root: Element | null) => (root ? Array.from(root.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')) : []);

export function attachFlyout(root: HTMLElement, closeDelayMs: number): () => void {
  const entries = Array.from(root.querySelectorAll<HTMLElement>('[data-menu-entry]'));
  const topLink = (index: number) => entries[index]?.querySelector<HTMLElement>('[data-menu-top]') ?? null;
  const panelOf = (entry: HTMLElement) => entry.querySelector<HTMLElement>('[data-menu-panel]');
  let timer: ReturnType<typeof setTimeout> | null = null;

  const cancelClose = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const open = (index: number | null) => entries.forEach((entry, i) => entry.toggleAttribute(OPEN, i === index && panelOf(entry) !== null));
  const moveTo = (index: number) => {
    open(null);
    topLink((index + entries.length) % entries.length)?.focus();
  };

  const listeners = entries.flatMap((entry, index) => {
    const onEnter = () => {
      cancelClose();
      open(index);
    };
    const onLeave = () => {
      cancelClose();
      timer = setTimeout(() => open(null), closeDelayMs);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!entry.contains(event.relatedTarget as Node | null)) entry.removeAttribute(OPEN);
    };
    const onKey = (event: KeyboardEvent) => {
      const panel = panelOf(entry);
      const inPanel = panel !== null && panel.contains(event.target as Node);
      if (inPanel) {
        const links = focusables(panel);
        const at = links.indexOf(document.activeElement as HTMLElement);
        if (event.key === 'Escape') {
          event.preventDefault();
          open(null);
          topLink(index)?.focus();
        } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          const step = event.key === 'ArrowDown' ? 1 : -1;
          if (at + step < 0) topLink(index)?.focus();
          else links[Math.min(at + step, links.length - 1)]?.focus();
        } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
          event.preventDefault();
          moveTo(index + (event.key === 'ArrowRight' ? 1 : -1));
        }
        return;
      }
      const move = (to: number) => {
        event.preventDefault();
        moveTo(to);
      };
      if (event.key === 'ArrowRight') move(index + 1);
      else if (event.key === 'ArrowLeft') move(index - 1);
      else if (event.key === 'Home') move(0);
      else if (event.key === 'End') move(entries.length - 1);
      else if ((event.key === 'ArrowDown' || event.key === ' ') && panel) {
        event.preventDefault();
        cancelClose();
        open(index);
        requestAnimationFrame(() => focusables(panel)[0]?.focus());
      } else if (event.key === 'Escape') open(null);
    };
    entry.addEventListener('mouseenter', onEnter);
    entry.addEventListener('mouseleave', onLeave);
    entry.addEventListener('focusout', onFocusOut);
    entry.addEventListener('keydown', onKey);
    return [() => {
      entry.removeEventListener('mouseenter', onEnter);
      entry.removeEventListener('mouseleave', onLeave);
      entry.removeEventListener('focusout', onFocusOut);
      entry.removeEventListener('keydown', onKey);
    }];
  });

  return () => {
    cancelClose();
    listeners.forEach((detach) => detach());
  };
}
