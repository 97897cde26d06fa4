// The message of a failed form check, under its field, announced as it appears.
import type { Invalid } from '../../domain/validation';
import * as fields from '../components/fields/fields.css';
import { useT } from '../use-t';

export function FieldAlert({ invalid, field, id }: { invalid: Invalid | null; field: string; id: string }) {
  const t = useT();
  if (invalid?.field !== field) return null;
  return <p id={id} role="alert" className={fields.error}>{t(`validation.${invalid.rule}`)}</p>;
}

/** Marks an input invalid and points it at its alert. */
export function invalidProps(invalid: Invalid | null, field: string, id: string) {
  return invalid?.field === field ? { 'aria-invalid': true, 'aria-describedby': id } : {};
}

/** A refused call: the server's words (SPEC.md §8), announced. */
export function FormAlert({ text }: { text: string | null }) {
  return text ? <p role="alert" className={fields.error}>{text}</p> : null;
}
