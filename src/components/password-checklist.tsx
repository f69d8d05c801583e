// The live checklist of the password rules (spec §5), shared by recovery step 3 and the
// change-password form. The checker is the contract's (openapi/password-rules.ts), so the
// list agrees with what the server will enforce; last_pw needs the stored hashes and is
// shown as a reminder only.
import { Plural, useLingui } from '@lingui/react/macro';
import {
  activeRules, failedPasswordRules, type PasswordRuleKey, type PasswordRules,
} from '../../openapi/password-rules';

export type { PasswordRules };

/** Why a new password cannot be sent yet, with the §5 messages' keys. */
export type NewPasswordProblem = 'rules' | 'mismatch' | null;

export function newPasswordProblem(rules: PasswordRules, password: string, confirmation: string, name: string): NewPasswordProblem {
  const trimmed = password.trim();
  if (!trimmed || failedPasswordRules(rules, trimmed, name).length) return 'rules';
  if (trimmed !== confirmation.trim()) return 'mismatch';
  return null;
}

interface PasswordChecklistProps {
  id: string;
  rules: PasswordRules;
  password: string;
  name: string;
}

export function PasswordChecklist({ id, rules, password, name }: PasswordChecklistProps) {
  const { t } = useLingui();
  const failed = new Set(failedPasswordRules(rules, password.trim(), name));
  const { min, max } = rules.length;
  const label: Record<PasswordRuleKey, string> = {
    length: t`Between ${min} and ${max} characters`,
    has_numbers: t`At least one digit`,
    only_numbers: t`Not only digits`,
    diff_case: t`Upper-case and lower-case letters`,
    special_char: t`At least one of @ ! # $ % & * ( ) _ -`,
    diff_name: t`No part of your name`,
  };
  const count = rules.last_pw;
  return (
    <ul id={id} className="password-checklist" aria-label={t`The new password must have:`}>
      {activeRules(rules).map((key) => {
        const met = password !== '' && !failed.has(key);
        return (
          <li key={key} data-met={met}>
            <span aria-hidden="true">{met ? '✓' : '•'}</span> {label[key]}
            <span className="visually-hidden">{met ? t`(met)` : t`(not met yet)`}</span>
          </li>
        );
      })}
      {count > 0 && (
        <li data-met="unknown">
          <span aria-hidden="true">•</span>{' '}
          <Plural value={count} one="Not the same as your last password" other="Not one of your last # passwords" />
        </li>
      )}
    </ul>
  );
}
