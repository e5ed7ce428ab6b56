import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('../lib/toast', () => ({ notify: toast }));

import { TagInput } from './tag-input';

function Harness({ initial = [] as string[], max }: { initial?: string[]; max?: number }) {
  const [tags, setTags] = useState(initial);
  return (
    <>
      <TagInput label="Skills" tags={tags} onChange={setTags} limitMessage="Too many" max={max} />
      <output data-testid="tags">{tags.join('|')}</output>
    </>
  );
}

const tags = () => screen.getByTestId('tags').textContent;

describe('TagInput', () => {
  it('adds trimmed text on Enter and ignores blanks and repeats', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Skills');
    await user.type(input, '  React  {Enter}');
    expect(tags()).toBe('React');
    expect(input).toHaveProperty('value', '');
    await user.type(input, '   {Enter}');
    await user.type(input, 'react{Enter}');
    expect(tags()).toBe('React');
  });

  it('removes a tag with its labelled button', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['React', 'SQL']} />);
    await user.click(screen.getByRole('button', { name: 'Remove React' }));
    expect(tags()).toBe('SQL');
  });

  it('refuses past the limit with the message', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['a', 'b']} max={2} />);
    await user.type(screen.getByLabelText('Skills'), 'c{Enter}');
    expect(tags()).toBe('a|b');
    expect(toast.error).toHaveBeenCalledWith('Too many');
  });
});
