import { lazy, Suspense, useState } from 'react';

import type { LoginChooserDialogProps } from './login-chooser-dialog-content';

// The dialog (Radix Dialog, focus trap, scroll lock) is fetched the first time it opens, not with every page.
const LoginChooserDialogContent = lazy(() =>
  import('./login-chooser-dialog-content').then((module) => ({ default: module.LoginChooserDialogContent })),
);

/** The "Login to Connect" chooser between customer and shop owner sign-in; mounted once it has been opened. */
export function LoginChooserDialog(props: LoginChooserDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginChooserDialogContent {...props} />
    </Suspense>
  );
}
