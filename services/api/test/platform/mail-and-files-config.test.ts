import { describe, expect, it } from 'vitest'
import { DEFAULT_MAIL_FROM, loadConfig } from '../../src/platform/config/config.js'

describe('the mail and file store settings', () => {
  it('default to the outbox and a local folder', () => {
    const config = loadConfig({})
    expect(config.mail).toEqual({ smtpUrl: undefined, from: DEFAULT_MAIL_FROM })
    expect(DEFAULT_MAIL_FROM).toBe('IQS <no-reply@iqs.local>')
    expect(config.s3).toBeUndefined()
  })

  it('read SMTP_URL and MAIL_FROM', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://mailer:secret@mail.example:587',
      MAIL_FROM: 'IQS <hello@iqs.example>',
    })
    expect(config.mail).toEqual({
      smtpUrl: 'smtp://mailer:secret@mail.example:587',
      from: 'IQS <hello@iqs.example>',
    })
  })

  it('use a bucket only when both S3_ENDPOINT and S3_BUCKET are set, in us-east-1 unless told', () => {
    expect(loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3).toBeUndefined()
    expect(loadConfig({ S3_BUCKET: 'iqs' }).s3).toBeUndefined()
    expect(
      loadConfig({
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'iqs',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'iqs',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    })
    expect(
      loadConfig({ S3_ENDPOINT: 'https://s3.example', S3_BUCKET: 'iqs', S3_REGION: 'eu-west-3' }).s3,
    ).toEqual({
      endpoint: 'https://s3.example',
      bucket: 'iqs',
      region: 'eu-west-3',
      credentials: undefined,
    })
  })

  it('stop the start on a value that cannot work, naming the variable', () => {
    expect(() => loadConfig({ SMTP_URL: 'mail.example:25' })).toThrow(/SMTP_URL/)
    expect(() => loadConfig({ S3_ENDPOINT: 'minio:9000', S3_BUCKET: 'iqs' })).toThrow(/S3_ENDPOINT/)
    expect(() =>
      loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'iqs', S3_ACCESS_KEY_ID: 'id' }),
    ).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/)
  })
})
