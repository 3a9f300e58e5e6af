/**
 * Number matching (decision 039): the approver picks, among a few, the number the requesting
 * screen shows. Radio buttons, so the choice is one tab stop and the arrow keys move it.
 */
export function NumberPick({
  legend,
  choices,
  value,
  onChange,
  invalid,
}: {
  legend: string;
  choices: readonly string[];
  value: string | null;
  onChange: (choice: string) => void;
  invalid?: boolean;
}) {
  return (
    <fieldset className="qr-number-pick" aria-invalid={invalid || undefined}>
      <legend className="security-label">{legend}</legend>
      <div className="qr-number-choices">
        {choices.map((choice) => (
          <label key={choice} className="qr-number-choice">
            <input
              type="radio"
              name="qr-number"
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            {/* Digits read left to right in every language. */}
            <span dir="ltr">{choice}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
