import { useState, type FormEvent } from 'react';
import { text } from '../../i18n/en.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';

interface EmailFormProps {
  pending: boolean;
  error?: string;
  onSubmit: (email: string) => void;
}

export function EmailForm({ pending, error, onSubmit }: EmailFormProps) {
  const [email, setEmail] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(email);
  }
  return (
    <form className="court-stack" noValidate onSubmit={submit}>
      <TextField
        label={text.emailLabel}
        name="email"
        type="email"
        autoComplete="email"
        placeholder={text.emailPlaceholder}
        value={email}
        onChange={setEmail}
        error={error}
      />
      <Button type="submit" variant="primary" pending={pending}>{text.continueWithEmail}</Button>
    </form>
  );
}
