/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from '@/components/ui';
import { MODAL_TRANSITION_MS } from '@/lib/config/checkout-ui';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function Harness({ initiallyOpen = true }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Remove product" closeLabel="Close">
        <button>first</button>
        <button>last</button>
      </Modal>
    </>
  );
}

describe('the modal (spec 01 §2)', () => {
  it('opens and closes with a 100 ms delay', () => {
    render(<Harness />);
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'closed');
    act(() => jest.advanceTimersByTime(MODAL_TRANSITION_MS));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'open');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'closed');
    act(() => jest.advanceTimersByTime(MODAL_TRANSITION_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape', () => {
    render(<Harness />);
    fireEvent.keyDown(document, { key: 'Escape' });
    act(() => jest.advanceTimersByTime(MODAL_TRANSITION_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('locks body scroll while visible and releases it after closing', () => {
    render(<Harness />);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, { key: 'Escape' });
    act(() => jest.advanceTimersByTime(MODAL_TRANSITION_MS));
    expect(document.body.style.overflow).toBe('');
  });

  it('is a modal dialog the browser opens, closing on a click on its backdrop', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    fireEvent.mouseDown(screen.getByRole('button', { name: 'first' }));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'closed');
    act(() => jest.advanceTimersByTime(MODAL_TRANSITION_MS));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'open');
    fireEvent.mouseDown(dialog);
    act(() => jest.advanceTimersByTime(MODAL_TRANSITION_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has a close button and a dialog role named by its title', () => {
    render(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Remove product' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
