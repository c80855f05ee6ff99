import { isPlainClick } from '@/components/ui/plain-click';

const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('a plain click on a link, which the shop may take over', () => {
  it('is a main-button click without a modifier', () => {
    expect(isPlainClick(plain)).toBe(true);
  });

  it.each(['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)('leaves a click with %s to the browser (new tab, window, download)', (key) => {
    expect(isPlainClick({ ...plain, [key]: true })).toBe(false);
  });

  it('leaves the middle and the right button to the browser', () => {
    expect(isPlainClick({ ...plain, button: 1 })).toBe(false);
    expect(isPlainClick({ ...plain, button: 2 })).toBe(false);
  });
});
