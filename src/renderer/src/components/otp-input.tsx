import { useT } from '../i18n/use-t';
import { OTP_LENGTH } from '@shared/constants';
import { type ClipboardEvent, type KeyboardEvent, useId, useRef } from 'react';
import { fillDigits, type OtpDigits } from '../lib/otp-digits';
import './otp-input.css';

interface OtpInputProps {
  digits: OtpDigits;
  onChange(digits: OtpDigits): void;
  disabled?: boolean;
  legend: string;
}

/**
 * Six one-digit boxes: digits only, typing moves forward, Backspace moves back, arrows move,
 * and pasting the whole code into any box fills them all.
 */
export function OtpInput({ digits, onChange, disabled, legend }: OtpInputProps) {
  const t = useT();
  const baseId = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const write = (index: number, text: string) => {
    const result = fillDigits(digits, index, text);
    if (result.digits === digits) return;
    onChange(result.digits);
    focusBox(result.focus);
  };

  const handleChange = (index: number, value: string) => {
    if (value === '') {
      onChange(digits.map((d, i) => (i === index ? '' : d)));
      return;
    }
    // The box may still hold its old digit next to the new one; keep what was typed.
    const old = digits[index] ?? '';
    const typed = value.length > 1 && old && value.includes(old) ? value.replace(old, '') : value;
    write(index, typed);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (digits[index]) {
        onChange(digits.map((d, i) => (i === index ? '' : d)));
      } else if (index > 0) {
        onChange(digits.map((d, i) => (i === index - 1 ? '' : d)));
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusBox(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusBox(OTP_LENGTH - 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    write(index, event.clipboardData.getData('text'));
  };

  return (
    <fieldset className="otp" disabled={disabled}>
      <legend className="sr-only">{legend}</legend>
      {digits.map((digit, index) => {
        const id = `${baseId}-${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, fixed in number and order
          <div className="otp-box" key={index}>
            <label className="sr-only" htmlFor={id}>
              {t('auth.otp.digit', { n: index + 1, total: OTP_LENGTH })}
            </label>
            <input
              id={id}
              ref={(element) => {
                inputs.current[index] = element;
              }}
              className="otp-input"
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              value={digit}
              onChange={(event) => handleChange(index, event.target.value)}
              onKeyDown={(event) => handleKeyDown(index, event)}
              onPaste={(event) => handlePaste(index, event)}
              onFocus={(event) => event.target.select()}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
