/** What other modules use of the captcha: whether it is required, and checking a solved one (login, recovery). */
export {
  ACTIVITY_CAPTCHA_AT_LOGIN, ACTIVITY_NO_CAPTCHA_MODAL, CAPTCHA_INVALID, CAPTCHA_REQUIRED, assertCaptcha, captchaRequirement, verifyCaptcha,
} from './service';
