// One labelled form control with its hint and its error message, wired so that a screen
// reader hears the label, "required" (from the control's required attribute, not the
// star), the hint and the error when the control takes focus.
import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** What the control inside a Field must carry for the wiring to work. */
export interface FieldControlProps {
  id: string;
  required: boolean;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

export interface FieldOptions {
  id: string;
  label: string;
  required?: boolean;
  /** Help text, shown only when the field is not required. */
  hint?: string;
  error?: string;
}

export interface FieldProps extends FieldOptions {
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({ id, label, required = false, hint, error, children }: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const showHint = !required && Boolean(hint);
  const describedBy = [showHint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={error ? "field field--invalid" : "field"}>
      <label className="field__label" htmlFor={id}>
        {label}
        {/* the star is for sighted visitors; assistive technology reads the required attribute */}
        {required ? (
          <span className="field__star" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {showHint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {children({ id, required, "aria-describedby": describedBy || undefined, "aria-invalid": error ? true : undefined })}
      {error ? (
        <p id={errorId} className="field__error">
          <CircleAlert className="field__error-icon" size={18} aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
