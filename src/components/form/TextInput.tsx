// A single-line text field (text, email, tel or url) inside a labelled Field.
import type { InputHTMLAttributes } from "react";
import { Field, type FieldOptions } from "./Field";

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "required" | "type" | "children">;

export interface TextInputProps extends FieldOptions, NativeInputProps {
  name: string;
  type?: "text" | "email" | "tel" | "url";
}

export function TextInput({ id, label, required, hint, error, type = "text", className, ...native }: TextInputProps) {
  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      {(control) => <input {...native} {...control} type={type} className={className ? `field__control ${className}` : "field__control"} />}
    </Field>
  );
}
