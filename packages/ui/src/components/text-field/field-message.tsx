import styles from './field.module.css';

/**
 * The message under a field; its id ties it to the input's aria-describedby. A refusal of the
 * server is an alert (read out as it appears); a validation message is not.
 */
export function FieldMessage({
  id,
  message,
  alert = false,
}: {
  id: string;
  message: string | null | undefined;
  alert?: boolean;
}) {
  if (!message) return null;
  return (
    <p id={id} className={styles.message} role={alert ? 'alert' : undefined}>
      {message}
    </p>
  );
}
