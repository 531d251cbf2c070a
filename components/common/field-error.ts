/** An MUI field's error state and helper text from one optional message. */
export function fieldError(message: string | undefined): { error: boolean; helperText: string | undefined } {
  return { error: Boolean(message), helperText: message };
}
