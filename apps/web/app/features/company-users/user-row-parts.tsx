import { Form, useNavigation } from 'react-router';
import type { ListColumn } from '../../components/ui/list-table.tsx';

/** Whether a form of this page with `intent` for `userId` is being sent. */
export function useUserFormBusy(intent: string, userId: string): boolean {
  const navigation = useNavigation();
  return (
    navigation.state !== 'idle' &&
    navigation.formData?.get('intent') === intent &&
    navigation.formData?.get('userId') === userId
  );
}

/**
 * One action on one user as a form of its own (works without JavaScript): `intent` and the user's fields go as
 * hidden inputs; the button shows a spinner and is disabled while it is sent.
 */
export function UserActionButton({
  intent,
  fields,
  label,
  style,
}: {
  intent: string;
  fields: { userId: string } & Record<string, string>;
  label: string;
  /** The Bootstrap button variant, e.g. `btn-outline-danger`. */
  style: string;
}) {
  const busy = useUserFormBusy(intent, fields.userId);
  return (
    <Form method="post" className="d-inline">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={`btn btn-sm ${style}`} disabled={busy}>
        {busy ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
        {label}
      </button>
    </Form>
  );
}

/**
 * A users list's first two columns (ListTable): the name, heading the row (marked when it is one's own user),
 * and the username, with the e-mail under it when the two differ.
 */
export function userIdentityColumns<User extends IdentityUser>(headers: {
  name: string;
  username: string;
  you: string;
}): ListColumn<User>[] {
  return [
    {
      header: headers.name,
      cell: (user) => (
        <>
          {user.name}
          {user.isCurrentUser ? (
            <span className="text-body-secondary fw-normal"> ({headers.you})</span>
          ) : null}
        </>
      ),
    },
    {
      header: headers.username,
      cell: (user) => (
        <>
          {user.username}
          {user.email.toLowerCase() !== user.username.toLowerCase() ? (
            <div className="small text-body-secondary">{user.email}</div>
          ) : null}
        </>
      ),
    },
  ];
}

type IdentityUser = { name: string; username: string; email: string; isCurrentUser: boolean };
