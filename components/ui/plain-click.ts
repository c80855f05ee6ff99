/**
 * Whether a click on a link is a plain one the shop may take over (open the drawer, go home with
 * history replaced, leave once state is stored). A click with a modifier key or another button is
 * the browser's own: a new tab or window, a download, the context of a middle click.
 */
export function isPlainClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
