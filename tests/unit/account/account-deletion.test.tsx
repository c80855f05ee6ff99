/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ProfileEdit } from '@/components/account';
import { renderLoggedIn } from './logged-in-shop';

const DELETE_PATH = '/api/user/delete';

function deletionForm(): HTMLElement {
  return screen.getByRole('form', { name: 'Delete account' });
}

async function askToDelete(password: string) {
  await screen.findByRole('heading', { name: 'Delete account' });
  fireEvent.change(within(deletionForm()).getByLabelText('Your password'), { target: { value: password } });
  fireEvent.click(within(deletionForm()).getByRole('button', { name: 'Delete account' }));
}

describe('deleting the account from the profile page', () => {
  it('warns that it cannot be undone and asks for the password before any call', async () => {
    const shop = renderLoggedIn(<ProfileEdit />);
    await askToDelete('');
    expect(within(deletionForm()).getByText(/cannot be undone/)).toBeInTheDocument();
    expect(within(deletionForm()).getByText('This field is required.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(shop.paths()).not.toContain(DELETE_PATH);
  });

  it('asks the confirmation question; "keep" sends nothing', async () => {
    const shop = renderLoggedIn(<ProfileEdit />);
    await askToDelete('my password');
    const question = screen.getByRole('alertdialog', { name: 'Do you really want to delete your account?' });
    fireEvent.click(within(question).getByRole('button', { name: 'No, keep my account' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(shop.paths()).not.toContain(DELETE_PATH);
  });

  it('is refused offline with the spec\'s text, and nothing is sent', async () => {
    const shop = renderLoggedIn(<ProfileEdit />);
    shop.network.online = false;
    await askToDelete('my password');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    expect(await within(deletionForm()).findByText('Reset password feature does not work while offline!')).toBeInTheDocument();
    expect(shop.paths()).not.toContain(DELETE_PATH);
    expect(shop.store.getState().session.token).toBe('token-1');
  });

  it('shows the server\'s text for a wrong password and stays logged in', async () => {
    const shop = renderLoggedIn(<ProfileEdit />, { [DELETE_PATH]: { code: 400, result: 'Current password does not match the customer' } });
    await askToDelete('wrong password');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    expect(await within(deletionForm()).findByText('Current password does not match the customer')).toBeInTheDocument();
    expect(shop.store.getState().session.token).toBe('token-1');
    expect(shop.navigate).not.toHaveBeenCalled();
  });

  it('sends the password, logs out silently, says so and opens the home page', async () => {
    const shop = renderLoggedIn(<ProfileEdit />, { [DELETE_PATH]: { code: 200, result: 'Your account has been deleted.' } });
    await askToDelete('my password');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    await waitFor(() => expect(shop.navigate).toHaveBeenCalledWith('/'));
    expect(shop.requests.find((r) => r.path === DELETE_PATH)?.body).toEqual({ currentPassword: 'my password' });
    expect(shop.store.getState().session.token).toBeNull();
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(screen.queryByText("You're logged out")).not.toBeInTheDocument();
  });
});
