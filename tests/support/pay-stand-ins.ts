import crypto from 'node:crypto';
import { alipayGateway, type AlipayGateway } from './alipay-gateway';
import { wechatPayApi, type WechatPayApi } from './wechat-pay-api';

const pem = (key: crypto.KeyObject, type: 'pkcs8' | 'spki') => key.export({ format: 'pem', type }).toString();

export const ALIPAY_APP_ID = '2021000000000001';
export const WECHAT_MERCHANT = {
  mchId: '1900000001',
  appId: 'wx8888888888888888',
  serialNo: '444F4864EA9B34415A2F4B5B6BE5A22F1F4DF9CA',
  apiV3Key: 'abcdefghijklmnopqrstuvwxyz012345',
};

export interface PayStandIns {
  alipay: AlipayGateway;
  wechat: WechatPayApi;
  /** The `PAY_` settings of a portal that pays through these stand-ins, with keys of this run's own. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Both providers' stand-ins, and the settings that point a portal at them, as a deployment writes them. */
export async function payStandIns(): Promise<PayStandIns> {
  const app = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const merchant = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipay = await alipayGateway({ appId: ALIPAY_APP_ID, appPublicKey: app.publicKey });
  const wechat = await wechatPayApi({ ...WECHAT_MERCHANT, merchantPublicKey: merchant.publicKey });
  return {
    alipay,
    wechat,
    env: {
      PAY_ALIPAY_APP_ID: ALIPAY_APP_ID,
      PAY_ALIPAY_PRIVATE_KEY: pem(app.privateKey, 'pkcs8'),
      PAY_ALIPAY_PUBLIC_KEY: alipay.publicKeyPem,
      PAY_ALIPAY_GATEWAY: alipay.url,
      PAY_WECHAT_MCH_ID: WECHAT_MERCHANT.mchId,
      PAY_WECHAT_APP_ID: WECHAT_MERCHANT.appId,
      PAY_WECHAT_SERIAL_NO: WECHAT_MERCHANT.serialNo,
      PAY_WECHAT_PRIVATE_KEY: pem(merchant.privateKey, 'pkcs8'),
      PAY_WECHAT_API_V3_KEY: WECHAT_MERCHANT.apiV3Key,
      PAY_WECHAT_PUBLIC_KEY: wechat.publicKeyPem,
      PAY_WECHAT_PUBLIC_KEY_ID: wechat.publicKeyId,
      PAY_WECHAT_BASE_URL: wechat.baseUrl,
    },
    async close() {
      await alipay.close();
      await wechat.close();
    },
  };
}
