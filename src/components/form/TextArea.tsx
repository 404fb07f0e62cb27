// A multi-line text field inside a labelled Field; six rows tall, as the design asks.
import type { TextareaHTMLAttributes } from "react";
import { Field, type FieldOptions } from "./Field";

export const TEXT_AREA_ROWS = 6;

type NativeTextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "required" | "rows" | "children">;

export interface TextAreaProps extends FieldOptions, NativeTextAreaProps {
  name: string;
}

export function TextArea({ id, label, required, hint, error, className, ...native }: TextAreaProps) {
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      {(control) => (
        <textarea
          {...native}
          {...control}
          rows={TEXT_AREA_ROWS}
          className={className ? `field__control field__control--multiline ${className}` : "field__control field__control--multiline"}
        />
      )}
    </Field>
  );
}
