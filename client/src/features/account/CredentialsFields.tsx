/** The e-mail and password inputs of the sign-in and sign-up forms, labelled for screen readers. */
export function CredentialsFields(props: {
  idPrefix: string;
  email: string;
  password: string;
  onEmail: (value: string) => void;
  onPassword: (value: string) => void;
  newPassword?: boolean;
}) {
  const { idPrefix, newPassword = false } = props;
  return (
    <>
      <label htmlFor={`${idPrefix}-email`}>E-mail</label>
      <input
        id={`${idPrefix}-email`}
        type="email"
        autoComplete={newPassword ? 'email' : 'username'}
        value={props.email}
        onChange={(e) => props.onEmail(e.target.value)}
        required
      />
      <label htmlFor={`${idPrefix}-password`}>Password</label>
      <input
        id={`${idPrefix}-password`}
        type="password"
        autoComplete={newPassword ? 'new-password' : 'current-password'}
        value={props.password}
        onChange={(e) => props.onPassword(e.target.value)}
        required
        minLength={newPassword ? 6 : undefined}
      />
    </>
  );
}
