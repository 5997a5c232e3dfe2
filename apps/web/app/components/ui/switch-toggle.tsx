import { useId } from 'react';

type SwitchToggleProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The switch's own class (`vat-toggle`, `margin-toggle`) and any the caller adds. */
  className: string;
};

/** A labelled on/off switch (Bootstrap's form switch, announced as a switch with its state). */
export function SwitchToggle({ label, checked, onChange, className }: SwitchToggleProps) {
  const id = useId();
  return (
    <div className={`form-check form-switch ${className}`}>
      <input
        id={id}
        className="form-check-input"
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
