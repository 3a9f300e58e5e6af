import { useId, useState } from 'react';
import { RET_CODES, validatePassword, type SubAccount } from '@foyer/contract';
import { useAppTranslation } from '../../i18n/app-i18n';
import { NewPasswordField } from '../../reauth/new-password-field';
import { ReauthDialog } from '../../reauth/reauth-dialog';
import { reauthProblemOf } from '../../reauth/reauth-proof';
import type { ReauthMethodHandle } from '../../reauth/use-reauth-method';
import type { ChangeResult, SubAccountsHandle } from './use-sub-accounts';

/** What a row's button opened: deleting the sub-account, or setting its password. */
export type SubAccountChange = { kind: 'delete' | 'password'; sub: SubAccount };

interface Props {
  change: SubAccountChange;
  subAccounts: SubAccountsHandle;
  reauth: ReauthMethodHandle;
  /** Done: the section says so in its status line. */
  onDone: (text: string) => void;
  onClose: () => void;
}

/**
 * "Delete {name}?" and "New password for {name}" (decision 106): each a dialog that asks the
 * main account to confirm it's them. A refusal of that stays beside its field; a sub-account
 * deleted meanwhile is said above the buttons.
 */
export function SubAccountChangeDialog({ change, subAccounts, reauth, onDone, onClose }: Props) {
  const { t } = useAppTranslation();
  const id = useId();
  const { sub } = change;
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState(false);
  const name = sub.name;

  /** The change's answer as the dialog says it. */
  const answered = (result: ChangeResult, done: string) => {
    if (result.ok) {
      onDone(done);
      return null;
    }
    const refused = reauthProblemOf(result.retCode);
    if (refused) return refused;
    return result.retCode === RET_CODES.INVALID_PARAMS.code
      ? t('app:subAccounts.gone', { name })
      : t('app:subAccounts.changeFailed');
  };

  if (change.kind === 'delete') {
    return (
      <ReauthDialog
        title={t('app:subAccounts.deleteTitle', { name })}
        body={t('app:subAccounts.deleteBody')}
        submitLabel={t('app:subAccounts.deleteConfirm')}
        reauth={reauth}
        onSubmit={async (values, method) =>
          answered(
            await subAccounts.remove(sub.id, { method, values }),
            t('app:subAccounts.deleted', { name }),
          )
        }
        onClose={onClose}
      />
    );
  }
  return (
    <ReauthDialog
      title={t('app:subAccounts.passwordTitle', { name })}
      body={t('app:subAccounts.passwordBody')}
      submitLabel={t('app:subAccounts.passwordConfirm')}
      reauth={reauth}
      beforeSubmit={() => {
        const bad = validatePassword(password) !== null;
        setPasswordError(bad);
        return !bad;
      }}
      onSubmit={async (values, method) =>
        answered(
          await subAccounts.setPassword(sub.id, password, { method, values }),
          t('app:subAccounts.passwordSet', { name }),
        )
      }
      onClose={onClose}
    >
      <NewPasswordField
        id={id}
        label={t('app:subAccounts.newPassword')}
        value={password}
        onChange={setPassword}
        invalid={passwordError}
      />
    </ReauthDialog>
  );
}
