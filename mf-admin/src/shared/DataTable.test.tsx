import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@homeward/platform';
import { DataTable } from './DataTable';

const columns = [
  { key: 'name', header: 'Name', cell: (r: { id: string; name: string }) => r.name },
  { key: 'id', header: 'Number', cell: (r: { id: string; name: string }) => r.id },
];
const base = { caption: 'People', columns, rowKey: (r: { id: string }) => r.id, onRetry: () => undefined, empty: 'Nobody here yet.' };

describe('DataTable', () => {
  it('says it is loading, then shows rows with their column names', () => {
    const { rerender } = render(<DataTable {...base} rows={undefined} isLoading error={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading people…');
    rerender(<DataTable {...base} rows={[{ id: '7', name: 'Ada' }]} isLoading={false} error={null} />);
    const cell = screen.getByRole('cell', { name: 'Ada' });
    expect(cell).toHaveAttribute('data-label', 'Name');
    expect(screen.getByRole('table', { name: 'People' })).toBeInTheDocument();
    // A keyboard can reach the table to scroll it, even when no row holds a button or link.
    expect(screen.getByRole('region', { name: 'People' })).toHaveAttribute('tabindex', '0');
  });

  it('shows the empty state and the server message of a failure with a retry', async () => {
    const { rerender } = render(<DataTable {...base} rows={[]} isLoading={false} error={null} />);
    expect(screen.getByText('Nobody here yet.')).toBeInTheDocument();
    const onRetry = jest.fn();
    rerender(<DataTable {...base} onRetry={onRetry} rows={undefined} isLoading={false} error={new ApiError(403, 'You do not have permission to do that.', null)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission to do that.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
