import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '#client/lib/toast.ts';
import { passwordDigest } from '#shared/password-digest.ts';
import { renderApp } from '#tests/support/render-app.tsx';
import { fakeTicketFormApi } from '#tests/support/ticket-form-api.ts';
import { TicketFormDialog } from './ticket-form-dialog.tsx';

vi.mock('#client/lib/toast.ts', () => ({ showToast: vi.fn() }));

// Each check waits out the real debounce; leave room for a busy CI machine.
configure({ asyncUtilTimeout: 3000 });

const ticket = {
  id: '6f1c1d3e-8a53-4a53-9a1b-1d2e3f4a5b6c',
  subject: 'Export',
  description: 'Broken',
  status: 'open',
  name: 'Ada',
  email: 'ada@example.com',
  createdAt: '2026-11-22T08:00:00.000Z',
  updatedAt: '2026-11-22T08:00:00.000Z',
};

let api: ReturnType<typeof fakeTicketFormApi>;
const onOpenChange = vi.fn();

beforeEach(() => {
  api = fakeTicketFormApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function renderDialog(language: 'en' | 'fr' = 'en') {
  const user = userEvent.setup();
  await renderApp(<TicketFormDialog open onOpenChange={onOpenChange} />, { language });
  return user;
}

const hint = () => screen.getByRole('status');
const passwordInput = () => screen.queryByLabelText('Create Password');

async function typeEmail(user: ReturnType<typeof userEvent.setup>, email: string, answer: boolean) {
  await user.type(screen.getByLabelText('Email'), email);
  const check = await api.nextCheck(api.checks().length);
  check.respond(200, { hasPassword: answer });
  return check;
}

async function fillTicket(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), '  Ada Lovelace ');
  await user.type(screen.getByLabelText('Subject'), 'Export');
  await user.type(screen.getByLabelText('Description'), 'The export button does nothing.');
}

/** Files a ticket for a new email with its password, and returns the submission to answer. */
async function submitNewEmailTicket() {
  const user = await renderDialog();
  await typeEmail(user, 'New@Example.com', false);
  await fillTicket(user);
  await waitFor(() => expect(passwordInput()).toBeInTheDocument());
  await user.type(passwordInput() as HTMLElement, 'maple syrup');
  await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
  return api.nextSubmission();
}

describe('TicketFormDialog', () => {
  it("shows the form's fields, the attachments note and the unknown-email hint", async () => {
    await renderDialog();
    expect(screen.getByRole('dialog', { name: 'Submit Support Ticket' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    for (const label of ['Name', 'Subject', 'Description']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByText(/^Attach up to 5 files, 10 MB each/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy?lang=en');
    expect(hint()).toHaveTextContent('Enter your email address first');
    expect(passwordInput()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Ticket' })).toBeEnabled();
  });

  it('does not check the email before it contains an @', async () => {
    const user = await renderDialog();
    await user.type(screen.getByLabelText('Email'), 'ada');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(api.checks()).toHaveLength(0);
  });

  it('recognizes a known email (checked once, trimmed and lowercased) and asks for no password', async () => {
    const user = await renderDialog();
    const check = await typeEmail(user, ' Ada@Example.com', true);
    expect(check.body).toEqual({ email: 'ada@example.com' });
    await waitFor(() => expect(hint()).toHaveTextContent('Email recognized!'));
    expect(passwordInput()).not.toBeInTheDocument();
    expect(api.checks()).toHaveLength(1);
  });

  it('asks a new email for a password, with a show/hide toggle', async () => {
    const user = await renderDialog();
    await typeEmail(user, 'new@example.com', false);
    await waitFor(() => expect(hint()).toHaveTextContent('New email: create a password'));
    const password = passwordInput();
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('logs a failed check and goes back to unknown', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await renderDialog();
    await typeEmail(user, 'ada@example.com', true);
    await waitFor(() => expect(hint()).toHaveTextContent('Email recognized!'));
    await user.type(screen.getByLabelText('Email'), 'm');
    (await api.nextCheck(1)).respond(500, { error: { code: 'internal_error', message: 'boom' } });
    await waitFor(() => expect(hint()).toHaveTextContent('Enter your email address first'));
    expect(consoleError).toHaveBeenCalledWith('Email status check failed', expect.anything());
  });

  it('never lets a late answer for an older email overwrite the newer one', async () => {
    const user = await renderDialog();
    const email = screen.getByLabelText('Email');
    await user.type(email, 'ada@example.co');
    const older = await api.nextCheck(0);
    await user.type(email, 'm');
    const newer = await api.nextCheck(1);
    expect(newer.body).toEqual({ email: 'ada@example.com' });
    newer.respond(200, { hasPassword: false });
    await waitFor(() => expect(hint()).toHaveTextContent('New email'));
    older.respond(200, { hasPassword: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hint()).toHaveTextContent('New email');
    expect(passwordInput()).toBeInTheDocument();
  });

  it("refuses blank fields with the product's toast and sends nothing", async () => {
    const user = await renderDialog();
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    expect(showToast).toHaveBeenCalledWith(
      'error',
      'Missing Information',
      'Please fill in all required fields.',
    );
    expect(api.submissions()).toHaveLength(0);
  });

  it('asks a new email for its password, then for at least 6 characters', async () => {
    const user = await renderDialog();
    await typeEmail(user, 'new@example.com', false);
    await fillTicket(user);
    await waitFor(() => expect(passwordInput()).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    expect(showToast).toHaveBeenLastCalledWith(
      'error',
      'Missing Information',
      'Please fill in all required fields including password.',
    );
    expect(passwordInput()).toHaveFocus();
    expect(passwordInput()).toHaveAccessibleDescription('At least 6 characters. This field is required.');
    await user.type(passwordInput() as HTMLElement, '12345');
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    expect(showToast).toHaveBeenLastCalledWith(
      'error',
      'Password Too Short',
      'Password must be at least 6 characters long.',
    );
    expect(api.submissions()).toHaveLength(0);
  });

  it("sends a new email's ticket with its password digest, shows Submitting..., then clears and closes", async () => {
    const submission = await submitNewEmailTicket();
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(submission.body).toEqual({
      email: 'new@example.com',
      name: 'Ada Lovelace',
      subject: 'Export',
      description: 'The export button does nothing.',
      passwordHash: await passwordDigest('maple syrup', 'new@example.com'),
      // The confirmation link is emailed in the language the visitor reads.
      language: 'en',
    });
    submission.respond(201, { ticket, confirmation: 'sent' });

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(showToast).toHaveBeenCalledWith(
      'success',
      'Support Ticket Submitted',
      expect.stringContaining('Your password has been set: open the link we emailed you'),
    );
    // What follows the form: the ticket's reference and where its confirmation link went.
    const filed = screen.getByRole('dialog', { name: 'Ticket received' });
    expect(filed).toHaveTextContent('Your ticket reference 6f1c1d3e');
    expect(filed).toHaveTextContent('We emailed new@example.com a link to confirm your address.');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(hint()).toHaveTextContent('Enter your email address first');
    expect(screen.getByRole('button', { name: 'Submit Ticket' })).toBeEnabled();
  });

  it('says so when the confirmation link is held back, rather than that it was emailed', async () => {
    (await submitNewEmailTicket()).respond(201, { ticket, confirmation: 'held' });
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'success',
        'Support Ticket Submitted',
        expect.stringContaining("we can't email you the link to confirm your address right now"),
      ),
    );
    expect(showToast).not.toHaveBeenCalledWith(
      'success',
      expect.anything(),
      expect.stringContaining('we emailed'),
    );
  });

  it("sends a known email's ticket without a password and says to use the existing one", async () => {
    const user = await renderDialog();
    await typeEmail(user, 'ada@example.com', true);
    await fillTicket(user);
    await waitFor(() => expect(hint()).toHaveTextContent('Email recognized!'));
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    const submission = await api.nextSubmission();
    expect(submission.body).not.toHaveProperty('passwordHash');
    submission.respond(201, { ticket });
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'success',
        'Support Ticket Submitted',
        'Your ticket has been submitted successfully! You can view it in the dashboard with your existing password.',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Ticket received' })).toHaveTextContent(
      'We emailed an acknowledgement with this reference to ada@example.com.',
    );
  });

  it('shows the rate-limit message on 429 and keeps the form', async () => {
    const user = await renderDialog();
    await typeEmail(user, 'ada@example.com', true);
    await fillTicket(user);
    await waitFor(() => expect(hint()).toHaveTextContent('Email recognized!'));
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    (await api.nextSubmission()).respond(429, { error: { code: 'rate_limited', message: 'Too many' } });
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'error',
        'Submission Failed',
        'Too many tickets have been submitted from your network. Please wait an hour and try again.',
      ),
    );
    expect(screen.getByLabelText('Subject')).toHaveValue('Export');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('fails when the email got a password meanwhile, and then shows it as recognized', async () => {
    const user = await renderDialog();
    await typeEmail(user, 'race@example.com', false);
    await fillTicket(user);
    await waitFor(() => expect(passwordInput()).toBeInTheDocument());
    await user.type(passwordInput() as HTMLElement, 'maple syrup');
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }));
    (await api.nextSubmission()).respond(409, {
      error: { code: 'password_already_set', message: 'This email already has a password.' },
    });
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'error',
        'Submission Failed',
        'There was an error submitting your ticket. Please try again.',
      ),
    );
    (await api.nextCheck(1)).respond(200, { hasPassword: true });
    await waitFor(() => expect(hint()).toHaveTextContent('Email recognized!'));
  });

  it('reads in French', async () => {
    await renderDialog('fr');
    expect(screen.getByRole('dialog', { name: 'Soumettre une demande de soutien' })).toBeInTheDocument();
    expect(screen.getByLabelText('Courriel')).toHaveAttribute('type', 'email');
    expect(screen.getByText(/^Joignez jusqu’à 5 fichiers de 10 Mo/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute(
      'href',
      '/privacy?lang=fr',
    );
  });
});
