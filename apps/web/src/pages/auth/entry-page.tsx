import { useLocation } from '../../routing/router';
import { AuthPage } from './auth-page';
import { entryOptions, type SignUpEntry } from './entry-routes';

/** `/invite`, `/friend-invite`, `/channel-register` (behaviour §2): the sign-up page they open. */
export function EntryPage({ entry }: { entry: SignUpEntry }) {
  const { search } = useLocation();
  return <AuthPage mode="register" options={entryOptions(entry, search)} />;
}
