import type { Internship } from '@shared/api/internships';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useLanguageStore } from '../../../i18n/language-store';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { profileKeys } from '../../../lib/api/keys';
import { queryClient } from '../../../lib/query-client';
import { sampleJob } from '../../../test/sample-job';
import { JobsTable } from './jobs-table';

// An owner (issue 18): the row menu offers Expire and Delete.
beforeEach(() => {
  queryClient.setQueryData(profileKeys.all, { message: 'ok', data: { company_role: 'OWNER' } });
});

const DAY = 86_400_000;

const job = (overrides: Partial<Internship> = {}): Internship =>
  sampleJob({
    id: 'a1b2',
    expiration_date: new Date(Date.now() + 2.5 * DAY).toISOString(),
    posting_date: new Date().toISOString(),
    createdAt: new Date().toISOString(),
    applications_count: 4,
    ...overrides,
  });

function renderTable(jobs: Internship[], extra: { loading?: boolean } = {}) {
  const onExpire = vi.fn();
  const onDelete = vi.fn();
  const onDuplicate = vi.fn(async () => null);
  const onPublish = vi.fn(async () => true);
  const onReopen = vi.fn(async () => true);
  render(
    <MemoryRouter>
      <button type="button">outside</button>
      <JobsTable
        jobs={jobs}
        loading={extra.loading ?? false}
        caption="Jobs"
        onExpire={onExpire}
        onDelete={onDelete}
        onDuplicate={onDuplicate}
        onPublish={onPublish}
        onReopen={onReopen}
      />
    </MemoryRouter>,
  );
  return { onExpire, onDelete, onDuplicate, onPublish, onReopen };
}

describe('JobsTable', () => {
  it("has the table's columns and a Loading... row, then the empty text", () => {
    renderTable([], { loading: true });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['#', 'Jobs', 'Status', 'Applications', 'Action']);
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it('says No internships found when there are none', () => {
    renderTable([]);
    expect(screen.getByText('No internships found')).toBeTruthy();
  });

  it('shows type, days remaining, badge, count and the applications link', () => {
    renderTable([job()]);
    const row = screen.getByTestId('job-row');
    expect(within(row).getByText('Remote')).toBeTruthy();
    expect(within(row).getByText('3 days remaining')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('4 Applications')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'View Applications' }).getAttribute('href')).toBe(
      '/application?internshipId=a1b2',
    );
  });

  it('says one day and one application in the singular, in English and Portuguese', () => {
    const single = job({
      expiration_date: new Date(Date.now() + 0.5 * DAY).toISOString(),
      applications_count: 1,
    });
    renderTable([single]);
    const row = screen.getByTestId('job-row');
    expect(within(row).getByText('1 day remaining')).toBeTruthy();
    expect(within(row).getByText('1 Application')).toBeTruthy();

    cleanup();
    useLanguageStore.setState({ lang: 'pt' });
    renderTable([single, job({ id: 'c3', applications_count: 0 })]);
    const [one, none] = screen.getAllByTestId('job-row');
    expect(within(one!).getByText('Falta 1 dia')).toBeTruthy();
    expect(within(one!).getByText('1 candidatura')).toBeTruthy();
    // Zero takes the plural in Portuguese too (European norm), unlike Brazil's rule.
    expect(within(none!).getByText('0 candidaturas')).toBeTruthy();
  });

  it('shows Expired and In-active once the date has passed, even if stored ACTIVE', async () => {
    const user = userEvent.setup();
    renderTable([job({ expiration_date: new Date(Date.now() - 1000).toISOString() })]);
    const row = screen.getByTestId('job-row');
    expect(within(row).getByText('Expired')).toBeTruthy();
    expect(within(row).getByText('In-active')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'More actions for Data intern' }));
    expect(screen.queryByRole('menuitem', { name: 'Mark as expired' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'View Detail' }).getAttribute('href')).toBe(
      '/job-details/a1b2',
    );
  });

  it('opens the menu, closes it on an outside click and on Escape', async () => {
    const user = userEvent.setup();
    const { onExpire } = renderTable([job()]);
    const trigger = screen.getByRole('button', { name: 'More actions for Data intern' });
    await user.click(trigger);
    expect(screen.getByRole('menuitem', { name: 'Mark as expired' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'outside' }));
    expect(screen.queryByRole('menuitem', { name: 'Mark as expired' })).toBeNull();

    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menuitem', { name: 'Mark as expired' })).toBeNull();
    expect(document.activeElement).toBe(trigger);

    // Keyboard only: Enter opens it on the first item, ArrowDown moves, Enter chooses; focus is back on the button.
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'View Detail' }));
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Mark as expired' }));
    await user.keyboard('{Enter}');
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('is a WAI-ARIA menu button: Space, ArrowDown and ArrowUp open it, arrows wrap, Home/End, Escape and Tab close it', async () => {
    const user = userEvent.setup();
    renderTable([job()]);
    const trigger = screen.getByRole('button', { name: 'More actions for Data intern' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    trigger.focus();

    await user.keyboard(' ');
    const menu = screen.getByRole('menu', { name: 'More actions for Data intern' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(menu.id);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'View Detail',
      'Edit',
      'Duplicate',
      'Mark as expired',
      'Delete',
    ]);
    expect(items.every((item) => item.tabIndex === -1)).toBe(true);
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(items[4]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(items[4]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'View Detail' }));
    await user.keyboard('{Tab}');
    expect(screen.queryByRole('menu')).toBeNull();

    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Delete' }));
  });

  it('asks before deleting', async () => {
    const user = userEvent.setup();
    const { onDelete } = renderTable([job()]);
    await user.click(screen.getByRole('button', { name: 'More actions for Data intern' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/Data intern/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'More actions for Data intern' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'a1b2' }));
  });

  // Issue 19.
  it('offers Edit (the pre-filled form) and Duplicate, which runs only once chosen', async () => {
    const user = userEvent.setup();
    const { onDuplicate } = renderTable([job()]);
    await user.click(screen.getByRole('button', { name: 'More actions for Data intern' }));
    expect(screen.getByRole('menuitem', { name: 'Edit' }).getAttribute('href')).toBe('/edit-job/a1b2');
    expect(screen.queryByRole('menuitem', { name: 'Publish' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Reopen' })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    expect(onDuplicate).toHaveBeenCalledWith(expect.objectContaining({ id: 'a1b2' }));
  });

  it('shows a draft with a Draft badge and offers Publish, not Mark as expired nor Reopen', async () => {
    const user = userEvent.setup();
    const { onPublish } = renderTable([job({ active_status: 'DRAFT' })]);
    const row = screen.getByTestId('job-row');
    expect(within(row).getByText('Draft')).toBeTruthy();
    expect(within(row).queryByText('Active')).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'More actions for Data intern' }));
    expect(screen.queryByRole('menuitem', { name: 'Mark as expired' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Reopen' })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: 'Publish' }));
    expect(onPublish).toHaveBeenCalledWith(expect.objectContaining({ id: 'a1b2' }));
  });

  it('Reopen asks for the new date, refuses one before today, and sends a later one', async () => {
    const user = userEvent.setup();
    const { onReopen } = renderTable([job({ active_status: 'IN-ACTIVE' })]);
    const trigger = screen.getByRole('button', { name: 'More actions for Data intern' });
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Reopen' }));
    const dialog = screen.getByRole('dialog', { name: 'Reopen "Data intern"' });
    const input = within(dialog).getByLabelText('Expiration Date');
    expect(document.activeElement).toBe(input);
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Expiration Date is required');
    await user.type(input, '2020-01-31');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Expiration Date cannot be in the past');
    expect(onReopen).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '2099-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(onReopen).toHaveBeenCalledWith(expect.objectContaining({ id: 'a1b2' }), '2099-12-31');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('Escape closes the Reopen dialog without sending', async () => {
    const user = userEvent.setup();
    const { onReopen } = renderTable([job({ active_status: 'IN-ACTIVE' })]);
    await user.click(screen.getByRole('button', { name: 'More actions for Data intern' }));
    await user.click(screen.getByRole('menuitem', { name: 'Reopen' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onReopen).not.toHaveBeenCalled();
  });

  it('a viewer is offered only View Detail', async () => {
    queryClient.setQueryData(profileKeys.all, { message: 'ok', data: { company_role: 'VIEWER' } });
    const user = userEvent.setup();
    renderTable([job({ active_status: 'DRAFT' })]);
    await user.click(screen.getByRole('button', { name: 'More actions for Data intern' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['View Detail']);
  });
});
