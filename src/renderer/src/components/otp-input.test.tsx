import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyOtp, fillDigits } from '../lib/otp-digits';
import { OtpInput } from './otp-input';

function Harness() {
  const [digits, setDigits] = useState(emptyOtp);
  return (
    <>
      <OtpInput digits={digits} onChange={setDigits} legend="Verification code" />
      <output data-testid="code">{digits.join('')}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const code = () => screen.getByTestId('code').textContent;

/** Renders the boxes and clicks box `index`, as a person starting to type there would. */
async function focusBox(index: number) {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(boxes()[index]!);
  return user;
}

describe('OtpInput', () => {
  it('renders six labelled boxes', () => {
    render(<Harness />);
    expect(boxes()).toHaveLength(6);
    expect(screen.getByLabelText('Digit 1 of 6')).toBe(boxes()[0]);
    expect(screen.getByLabelText('Digit 6 of 6')).toBe(boxes()[5]);
  });

  it('takes digits only and moves to the next box', async () => {
    const user = await focusBox(0);
    await user.keyboard('1a2-b3');
    expect(code()).toBe('123');
    expect(document.activeElement).toBe(boxes()[3]);
  });

  it('fills every box from a paste of the whole code, wherever it lands', async () => {
    const user = await focusBox(3);
    await user.paste(' 654-321 ');
    expect(code()).toBe('654321');
    expect(boxes().map((b) => b.value)).toEqual(['6', '5', '4', '3', '2', '1']);
    expect(document.activeElement).toBe(boxes()[5]);
  });

  it('ignores a paste without digits', async () => {
    const user = await focusBox(0);
    await user.paste('abc');
    expect(code()).toBe('');
  });

  it('Backspace clears the box, then moves back and clears the previous one', async () => {
    const user = await focusBox(0);
    await user.keyboard('123');
    // Focus is on the empty 4th box: Backspace goes back to the 3rd and clears it.
    await user.keyboard('{Backspace}');
    expect(code()).toBe('12');
    expect(document.activeElement).toBe(boxes()[2]);
    await user.keyboard('{Backspace}');
    expect(code()).toBe('1');
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('moves with the arrow keys and overwrites a filled box', async () => {
    const user = await focusBox(0);
    await user.keyboard('123');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(boxes()[1]);
    await user.keyboard('9');
    expect(code()).toBe('193');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(boxes()[3]);
  });
});

describe('fillDigits', () => {
  it('writes a partial paste from the current box, clipped at the end', () => {
    const { digits, focus } = fillDigits(emptyOtp(), 4, '789');
    expect(digits).toEqual(['', '', '', '', '7', '8']);
    expect(focus).toBe(5);
  });
});
