import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import passkeys from '../../../i18n/compiled/en/passkeys.ts';
import { useText } from '../../../i18n/text.ts';
import { AlertBanner } from '../../../ui/AlertBanner.tsx';
import { Button } from '../../../ui/Button.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import type { WebAuthnRegistration } from '../../../types/index.ts';

export type PasskeyEdit = { id: string; action: 'rename' | 'delete'; nameMissing?: boolean } | null;

export interface PasskeyListProps {
  registrations: WebAuthnRegistration[];
  /** The one rename or delete that is open; the others wait until it closes (docs/specification.md#validation). */
  edit: PasskeyEdit;
  /** The change being saved, if any. */
  pending: 'rename' | 'delete' | null;
  onEdit: (id: string, action: 'rename' | 'delete') => void;
  onCancel: () => void;
  onRename: (id: string, name: string) => void;
  onDelete: (id: string) => void;
}

type PasskeyText = typeof passkeys;

const nameOf = (registration: WebAuthnRegistration, text: PasskeyText) => registration.name || text.passkeyUnnamed();

/** Each passkey's name for its buttons' labels, numbered where names repeat, so every label is unique. */
function labelNames(registrations: WebAuthnRegistration[], text: PasskeyText): Map<string, string> {
  const counts = new Map<string, number>();
  for (const registration of registrations)
    counts.set(nameOf(registration, text), (counts.get(nameOf(registration, text)) ?? 0) + 1);
  const seen = new Map<string, number>();
  return new Map(
    registrations.map((registration) => {
      const name = nameOf(registration, text);
      const position = (seen.get(name) ?? 0) + 1;
      seen.set(name, position);
      return [
        registration.webauthn_registration_id,
        counts.get(name)! > 1 ? text.passkeyNumbered({ name, position }) : name,
      ];
    }),
  );
}

/** The user's passkeys by name, each with Rename and Delete. */
export function PasskeyList(props: PasskeyListProps) {
  const { registrations, edit, pending } = props;
  const text = useText(passkeys);
  const list = useRef<HTMLDivElement>(null);
  useFocusReturn(list, edit);
  const labels = labelNames(registrations, text);
  return (
    <div ref={list}>
      {registrations.length === 0 ? (
        <p className="court-text">{text.passkeyNone()}</p>
      ) : (
        <ul className="court-passkeys" aria-label={text.passkeyListLabel()}>
          {registrations.map((registration) => {
            const id = registration.webauthn_registration_id;
            const open = edit?.id === id ? edit : null;
            return (
              <li key={id} className="court-passkey" data-passkey-id={id}>
                {open?.action === 'rename' ? (
                  <RenameForm
                    registration={registration}
                    nameMissing={open.nameMissing ?? false}
                    saving={pending === 'rename'}
                    {...props}
                  />
                ) : (
                  <div className="court-passkey-row">
                    <span className="court-passkey-name">{nameOf(registration, text)}</span>
                    <Actions
                      registration={registration}
                      name={labels.get(id)!}
                      inactive={edit !== null || pending !== null}
                      onEdit={props.onEdit}
                    />
                  </div>
                )}
                {open?.action === 'delete' && (
                  <DeleteConfirm
                    registration={registration}
                    name={labels.get(id)!}
                    deleting={pending === 'delete'}
                    {...props}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function Actions({
  registration,
  name,
  inactive,
  onEdit,
}: {
  registration: WebAuthnRegistration;
  name: string;
  inactive: boolean;
  onEdit: PasskeyListProps['onEdit'];
}) {
  const text = useText(passkeys);
  const id = registration.webauthn_registration_id;
  return (
    <span className="court-passkey-actions">
      <SmallButton
        label={text.passkeyRenameLabel({ name })}
        action="rename"
        inactive={inactive}
        onClick={() => onEdit(id, 'rename')}
      >
        {text.passkeyRename()}
      </SmallButton>
      <SmallButton
        label={text.passkeyDeleteLabel({ name })}
        action="delete"
        inactive={inactive}
        onClick={() => onEdit(id, 'delete')}
      >
        {text.passkeyDelete()}
      </SmallButton>
    </span>
  );
}

function SmallButton({
  label,
  action,
  inactive,
  onClick,
  children,
}: {
  label: string;
  action: string;
  inactive: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      className="court-link"
      part={`link passkey-${action}`}
      data-action={action}
      aria-label={label}
      aria-disabled={inactive || undefined}
      onClick={() => !inactive && onClick()}
    >
      {children}
    </button>
  );
}

interface RenameFormProps extends PasskeyListProps {
  registration: WebAuthnRegistration;
  nameMissing: boolean;
  saving: boolean;
}

function RenameForm({ registration, nameMissing, saving, onRename, onCancel }: RenameFormProps) {
  const text = useText(passkeys);
  const [name, setName] = useState(registration.name);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector('input')?.focus(), []);
  function submit(event: FormEvent) {
    event.preventDefault();
    onRename(registration.webauthn_registration_id, name);
  }
  return (
    <form
      ref={form}
      className="court-stack"
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => closeOnEscape(event, saving, onCancel)}
    >
      <TextField
        label={text.passkeyNameLabel()}
        name="passkey-name"
        value={name}
        onChange={setName}
        error={nameMissing ? text.passkeyNameRequired() : undefined}
      />
      <span className="court-passkey-actions">
        <Button type="submit" variant="primary" pending={saving}>
          {text.passkeySave()}
        </Button>
        <Button disabled={saving} onClick={onCancel}>
          {text.passkeyCancel()}
        </Button>
      </span>
    </form>
  );
}

interface DeleteConfirmProps extends PasskeyListProps {
  registration: WebAuthnRegistration;
  name: string;
  deleting: boolean;
}

function DeleteConfirm({ registration, name, deleting, onDelete, onCancel }: DeleteConfirmProps) {
  const text = useText(passkeys);
  const id = useId();
  const confirm = useRef<HTMLDivElement>(null);
  useEffect(() => confirm.current?.querySelector<HTMLButtonElement>('button')?.focus(), []);
  return (
    <div
      ref={confirm}
      className="court-passkey-confirm court-stack"
      role="group"
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-warning`}
      onKeyDown={(event) => closeOnEscape(event, deleting, onCancel)}
    >
      <p id={`${id}-heading`} className="court-label">
        {text.passkeyDeleteHeading({ name })}
      </p>
      <div id={`${id}-warning`}>
        <AlertBanner variant="warning">{text.passkeyDeleteWarning()}</AlertBanner>
      </div>
      <span className="court-passkey-actions">
        <Button variant="primary" pending={deleting} onClick={() => onDelete(registration.webauthn_registration_id)}>
          {text.passkeyConfirmDelete()}
        </Button>
        <Button disabled={deleting} onClick={onCancel}>
          {text.passkeyCancel()}
        </Button>
      </span>
    </div>
  );
}

/** Escape closes an open rename or delete, unless it is being saved. */
function closeOnEscape(event: KeyboardEvent, busy: boolean, onCancel: () => void): void {
  if (event.key !== 'Escape' || busy) return;
  event.preventDefault();
  onCancel();
}

/** When an edit closes, focus goes back to its passkey's Rename button, or to the list when the passkey is gone. */
function useFocusReturn(list: RefObject<HTMLDivElement | null>, edit: PasskeyEdit) {
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (edit) {
      last.current = edit.id;
      return;
    }
    const id = last.current;
    last.current = null;
    if (id === null) return;
    const root = list.current?.closest('.court-root');
    const row = list.current?.querySelector<HTMLElement>(
      `[data-passkey-id="${CSS.escape(id)}"] [data-action="rename"]`,
    );
    (row ?? root?.querySelector<HTMLElement>('[data-court-heading]'))?.focus();
  }, [edit, list]);
}
