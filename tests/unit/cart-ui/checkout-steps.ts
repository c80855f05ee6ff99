/** The checkout's steps as a shopper fills them in the component tests: German address, English messages. */
import { fireEvent, screen } from '@testing-library/react';

export const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Step 1's personal details as a guest, then "Continue to shipping". */
export function fillPersonal() {
  type('First name', 'Anna');
  type('Last name', 'Berg');
  type('E-mail address', 'anna@example.com');
  fireEvent.click(screen.getByRole('button', { name: 'Continue to shipping' }));
}

/** Personal details and a German address, then "Continue to payment". */
export async function fillShipping() {
  fillPersonal();
  await screen.findByLabelText('Street');
  type('First name', 'Anna');
  type('Last name', 'Berg');
  type('Street', 'Hauptstraße');
  type('House number', '5');
  type('Postcode', '20095');
  type('City', 'Hamburg');
  await screen.findByRole('radio', { name: /Standard/ });
  fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
}

/** Then cash on delivery and "Review your order", until "Place order" shows. */
export async function fillToReview() {
  await fillShipping();
  await screen.findByRole('radio', { name: /Cash on delivery/ });
  fireEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Review your order' }));
  await screen.findByRole('button', { name: 'Place order' });
}
