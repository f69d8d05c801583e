// The auth feature's shared calls: whether the institution asks for a captcha (spec §6,
// read from the activities it grants everyone) and the captcha's challenge (§5, §7). The
// login's own calls are in login.ts, the recovery's in recovery/api.ts, external
// sign-in's in sso/flow.ts.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { activitiesQuery } from '../../platform/institution';

/** Activity 1120: the captcha is required at login (spec §6). */
export const ACTIVITY_CAPTCHA_AT_LOGIN = 1120;
/** Activity 107 turns off the captcha of the recovery mode (see openapi/library.yaml). */
export const ACTIVITY_NO_CAPTCHA_MODAL = 107;

type Activities = ReadonlyArray<{ cod_atividade: number }>;
const grants = (list: Activities, code: number) => list.some((activity) => activity.cod_atividade === code);

export const captchaQueries = {
  /** Whether the login asks for the captcha. */
  atLogin: () => queryOptions({ ...activitiesQuery(), select: (list: Activities) => grants(list, ACTIVITY_CAPTCHA_AT_LOGIN) }),
  /** Whether the password recovery asks for it: at login, unless 107 turns it off. */
  atRecovery: () =>
    queryOptions({
      ...activitiesQuery(),
      select: (list: Activities) => grants(list, ACTIVITY_CAPTCHA_AT_LOGIN) && !grants(list, ACTIVITY_NO_CAPTCHA_MODAL),
    }),
};

/** A fresh captcha challenge: each is solved once, so it is never cached. */
export const fetchCaptchaChallenge = () => unwrap(api.GET('/captcha/desafio'));
