import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { Button } from './Button';

describe('Button', () => {
  it('a submit button does not take the focus on press, so the field being left cannot move it away', () => {
    render(<Button type="submit">Save</Button>);
    const press = createEvent.mouseDown(screen.getByRole('button', { name: 'Save' }));
    fireEvent(screen.getByRole('button', { name: 'Save' }), press);
    expect(press.defaultPrevented).toBe(true);
  });

  it('an ordinary button presses as usual', () => {
    render(<Button>Open</Button>);
    const press = createEvent.mouseDown(screen.getByRole('button', { name: 'Open' }));
    fireEvent(screen.getByRole('button', { name: 'Open' }), press);
    expect(press.defaultPrevented).toBe(false);
  });
});
