import styles from './field.module.css';

/** The validation message under a field; its id ties it to the input's aria-describedby. */
export function FieldMessage({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.message}>
      {message}
    </p>
  );
}
