// The public face of features/auth (its server side): what other features may use of it.
export { CAPTCHA_KEY_PREFIX, issueCaptcha } from './captcha/captcha-service';
export { RETRY_COUNTER_KEY_PREFIX } from './login-service';
export { forgetPasswordTries, startPasswordTry } from './password-retries';
export { hashPassword, passwordProblem, verifyPassword } from './password';
export { codeInText, isLiveSmsCode } from './sms/sms-service';
