import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('shows 3 margin pages and 2 range pages with gaps, marking the current page', () => {
    render(<Pagination currentPage={10} totalPages={20} onPageChange={() => {}} />);
    const labels = screen
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((text) => /^\d+$/.test(text ?? ''));
    expect(labels).toEqual(['1', '2', '3', '8', '9', '10', '11', '12', '18', '19', '20']);
    expect(screen.getByRole('button', { name: 'Page 10, current page' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
  });

  it('is operable with the keyboard: Tab to a page, Enter chooses it', async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    render(<Pagination currentPage={1} totalPages={5} onPageChange={onPageChange} />);
    // Previous is disabled on page 1, so the first Tab lands on page 1, the second on page 2.
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('2');
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('disables Previous on the first page and Next on the last; hides itself for one page', () => {
    const { rerender } = render(<Pagination currentPage={5} totalPages={5} onPageChange={() => {}} />);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(false);
    rerender(<Pagination currentPage={1} totalPages={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
