/** Encrypted request bodies for the calls the contract marks `encrypted`. */
export { encryptPayload, ivFromHex } from './encrypt-payload.ts'
