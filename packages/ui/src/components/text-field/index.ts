export { TextField, type TextFieldProps } from './text-field';
export { FieldMessage } from './field-message';
export { ClearButton } from './clear-button';
export { default as fieldStyles } from './field.module.css';
