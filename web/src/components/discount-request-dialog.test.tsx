// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import '@/testing/dom-polyfills';
import { useState } from 'react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useApiClient } from '@/lib/auth/use-api-client';
import { dismissToast } from '@/lib/toast/toast-store';
import { renderWithRouter } from '@/testing/render-with-router';
import { jsonResponse, stubFetch } from '@/testing/fetch-mock';
import {
  DiscountRequestDialog,
  type DiscountRequestOffice,
  type KnownRequester,
} from './discount-request-dialog';

const brightSmiles: DiscountRequestOffice = { id: 'office-1', office_name: 'Bright Smiles Dental' };
const parkSlope: DiscountRequestOffice = {
  id: 'office-2',
  office_name: 'Park Slope Family Dentistry',
};

/** How a page uses the dialog: one instance, opened for whichever office was picked. */
function Harness({ requester }: { requester?: KnownRequester }) {
  const [office, setOffice] = useState<DiscountRequestOffice | null>(null);
  const [open, setOpen] = useState(false);
  const api = useApiClient();
  const openFor = (next: DiscountRequestOffice) => {
    setOffice(next);
    setOpen(true);
  };
  return (
    <>
      <button type="button" onClick={() => openFor(brightSmiles)}>
        Request Discount at Bright Smiles
      </button>
      <button type="button" onClick={() => openFor(parkSlope)}>
        Request Discount at Park Slope
      </button>
      <DiscountRequestDialog
        office={office}
        requester={requester}
        send={(request) => api.call('createDiscountInquiry', { body: request })}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}

const fetchMock = stubFetch();

afterEach(() => {
  cleanup();
  dismissToast();
});

const accepted = () => jsonResponse(201, { id: 'inq-1', status: 'received' });

async function openDialog(office = 'Bright Smiles') {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: `Request Discount at ${office}` }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog: within(dialog) };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Maria Lopez');
  await user.type(screen.getByLabelText('Email'), 'maria@example.com');
}

/** Opens the dialog for the first office and submits it with just the required fields. */
async function submitRequired() {
  renderWithRouter(<Harness />);
  const opened = await openDialog();
  await fillRequired(opened.user);
  await opened.user.click(opened.dialog.getByRole('button', { name: 'Submit Request' }));
  return opened;
}

function sentBody(): unknown {
  const init = fetchMock.mock.calls[0]?.[1];
  return JSON.parse(String(init?.body));
}

describe('DiscountRequestDialog', () => {
  it('asks for name, email (an email field), phone, location and message for the office', async () => {
    renderWithRouter(<Harness />);
    const { dialog } = await openDialog();
    expect(dialog.getByRole('heading', { name: 'Request a Discount' })).toBeInTheDocument();
    expect(dialog.getByText('Bright Smiles Dental')).toBeInTheDocument();
    expect(dialog.getByLabelText('Name')).toBeRequired();
    expect(dialog.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(dialog.getByLabelText('Email')).toBeRequired();
    expect(dialog.getByLabelText('Phone')).not.toBeRequired();
    expect(dialog.getByLabelText('Location')).not.toBeRequired();
    expect(dialog.getByLabelText('Message')).not.toBeRequired();
  });

  it.each([
    ['name', 'Email', 'maria@example.com'],
    ['email', 'Name', 'Maria Lopez'],
  ])(
    'shows Missing Information and sends nothing when the %s is missing',
    async (_, label, value) => {
      renderWithRouter(<Harness />);
      const { user, dialog } = await openDialog();
      await user.type(dialog.getByLabelText(label), value);
      await user.click(dialog.getByRole('button', { name: 'Submit Request' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Missing Information');
      expect(alert).toHaveTextContent('Please fill in your name and email address.');
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('treats a name of only spaces as missing', async () => {
    renderWithRouter(<Harness />);
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText('Name'), '   ');
    await user.type(dialog.getByLabelText('Email'), 'maria@example.com');
    await user.click(dialog.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing Information');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('points out a mistyped email before sending', async () => {
    renderWithRouter(<Harness />);
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText('Name'), 'Maria Lopez');
    await user.type(dialog.getByLabelText('Email'), 'maria-at-example');
    await user.click(dialog.getByRole('button', { name: 'Submit Request' }));
    expect(await dialog.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(dialog.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(accepted());
    await user.clear(dialog.getByLabelText('Email'));
    await user.type(dialog.getByLabelText('Email'), 'maria@example.com');
    await user.click(dialog.getByRole('button', { name: 'Submit Request' }));
    expect(await dialog.findByRole('heading', { name: 'Request Submitted!' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('takes down the message about an earlier attempt when submitting again', async () => {
    renderWithRouter(<Harness />);
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing Information');

    await user.type(dialog.getByLabelText('Name'), 'Maria Lopez');
    await user.type(dialog.getByLabelText('Email'), 'maria@');
    await user.click(dialog.getByRole('button', { name: 'Submit Request' }));
    expect(await dialog.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('goes from form to submitting to the submitted confirmation', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithRouter(<Harness />);
    const { user, dialog } = await openDialog();
    await fillRequired(user);
    await user.type(dialog.getByLabelText('Message'), 'Is the first visit discounted?');
    await user.click(dialog.getByRole('button', { name: 'Submit Request' }));

    const submitting = await dialog.findByRole('button', { name: 'Submitting...' });
    expect(submitting).toBeDisabled();
    expect(dialog.getByLabelText('Name')).toBeDisabled();

    answer(accepted());
    expect(await dialog.findByRole('heading', { name: 'Request Submitted!' })).toBeInTheDocument();
    expect(dialog.getByText(/will contact you within 24-48 hours/)).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Request Submitted!');
    expect(status).toHaveTextContent('Your discount request has been sent to Bright Smiles Dental');

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/discount-inquiries');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    // Blank optional fields are left out.
    expect(sentBody()).toEqual({
      office_id: 'office-1',
      user_name: 'Maria Lopez',
      user_email: 'maria@example.com',
      message: 'Is the first visit discounted?',
    });

    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the insert error and keeps what was typed when the server refuses', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(500, {
        error: { code: 'internal', message: 'Something went wrong on our side.' },
      }),
    );
    const { dialog } = await submitRequired();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to submit your request. Please try again.');
    expect(dialog.getByLabelText('Name')).toHaveValue('Maria Lopez');
    expect(dialog.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
  });

  it('shows the server message for a field it refused, in the words of the form', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(404, {
        error: {
          code: 'not_found',
          message: 'That office is not in our directory.',
          field: 'office_id',
        },
      }),
    );
    const { user, dialog } = await submitRequired();
    // A 404 is an insert error, not a field the visitor can fix.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to submit your request. Please try again.',
    );

    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: {
          code: 'bad_request',
          message: 'user_name: Name must be at most 100 characters',
          field: 'user_name',
        },
      }),
    );
    await user.click(dialog.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Name must be at most 100 characters'),
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('user_name');
    expect(dialog.getByLabelText('Name')).toHaveAccessibleDescription(
      'Name must be at most 100 characters',
    );
  });

  it('shows the unexpected error when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await submitRequired();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('An unexpected error occurred. Please try again.');
  });

  it('says how long to wait when rate limited', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        429,
        { error: { code: 'rate_limited', message: 'Too many requests.' } },
        { 'retry-after': '42' },
      ),
    );
    await submitRequired();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many requests');
    expect(alert).toHaveTextContent('Please wait 42 seconds and try again.');
  });

  it('starts from an empty form when reopened for another office', async () => {
    fetchMock.mockResolvedValue(accepted());
    renderWithRouter(<Harness />);
    const first = await openDialog('Bright Smiles');
    await fillRequired(first.user);
    await first.user.click(first.dialog.getByRole('button', { name: 'Submit Request' }));
    await first.dialog.findByRole('heading', { name: 'Request Submitted!' });
    await first.user.click(first.dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const second = await openDialog('Park Slope');
    expect(second.dialog.getByRole('heading', { name: 'Request a Discount' })).toBeInTheDocument();
    expect(second.dialog.getByText('Park Slope Family Dentistry')).toBeInTheDocument();
    expect(second.dialog.getByLabelText('Name')).toHaveValue('');
    expect(second.dialog.getByLabelText('Email')).toHaveValue('');
  });

  it('fills in the name and email of a signed-in visitor', async () => {
    renderWithRouter(
      <Harness
        requester={{ name: 'Maria Lopez', email: 'maria@example.com', phone: '(212) 555-0101' }}
      />,
    );
    const { dialog } = await openDialog();
    expect(dialog.getByLabelText('Name')).toHaveValue('Maria Lopez');
    expect(dialog.getByLabelText('Email')).toHaveValue('maria@example.com');
    expect(dialog.getByLabelText('Phone')).toHaveValue('(212) 555-0101');
  });
});
