import { useId } from 'react';
import { LockedNote } from './locked-note';

interface SwitchSettingProps {
  title: string;
  label: string;
  checked: boolean;
  locked: boolean;
  /** Shown instead of the switch where the setting cannot work (no pretend switches). */
  unavailable?: string | null;
  onChange(checked: boolean): void;
}

/** One on/off setting: a labelled switch, read-only with a note when the admin locked it. */
export function SwitchSetting({ title, label, checked, locked, unavailable, onChange }: SwitchSettingProps) {
  const id = useId();
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {unavailable ? (
        <p className="settings-note">{unavailable}</p>
      ) : (
        <>
          <div className="settings-switch">
            <input
              id={id}
              type="checkbox"
              role="switch"
              checked={checked}
              aria-checked={checked}
              disabled={locked}
              aria-describedby={locked ? `${id}-locked` : undefined}
              onChange={(event) => onChange(event.target.checked)}
            />
            <label htmlFor={id}>{label}</label>
          </div>
          {locked && <LockedNote id={`${id}-locked`} />}
        </>
      )}
    </section>
  );
}
