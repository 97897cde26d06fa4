// POST /common/upload and GET /common/upload/{name} (issue 8 "Uploads", SPEC.md §5): pictures
// only, known by their bytes whatever their name or content type say; re-encoded without their
// metadata; stored under a server-made name; at most UPLOAD_MAX_BYTES; served to the owner alone
// (operators read them through the command line).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOADS_PER_PLAYER_PER_HOUR } from '../../../src/domain/pay';
import { runOpsCommand } from '../../../server/ops/commands';
import { bearer, body, caller } from '../accounts/accounts-helpers';
import { jpegWithExif, multipart, newPlayer, pngWithExif, uploadPicture } from '../payments/payments-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

describe.each(TEST_DATABASES)('uploads ($name)', (target) => {
  const ctx = useTestApp(target);
  const call = caller(() => ctx().app);

  const send = (token: string, parts: Parameters<typeof multipart>[0], lang = 'en_US') => {
    const form = multipart(parts);
    return call({ method: 'POST', url: `/user-api/common/upload?lang=${lang}`, headers: { ...form.headers, ...bearer(token) }, payload: form.payload });
  };
  const fetchUpload = (url: string, token: string) => call({ method: 'GET', url, headers: bearer(token) });

  it('stores a PNG under a server-made name and gives it back to its owner without its EXIF', async () => {
    const token = await newPlayer(call, ctx().services);
    const original = await pngWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const reply = body<{ url: string }>(await send(token, [{ field: 'file', filename: '../../etc/passwd.png', contentType: 'image/png', bytes: original }]));
    expect(reply.code).toBe(200);
    expect(reply.data.url).toMatch(/^\/user-api\/common\/upload\/[0-9a-f]{32}\.png$/);
    const served = await fetchUpload(reply.data.url, token);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // A receipt is personal: no cache keeps it, the browser's own included.
    expect(served.headers['cache-control']).toBe('no-store');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 40, height: 40 });
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Liza private'))).toBe(false);
  });

  it('strips a JPEG photo\'s camera and location notes', async () => {
    const token = await newPlayer(call, ctx().services);
    const original = await jpegWithExif();
    expect(original.includes(Buffer.from('PhoneCam'))).toBe(true);
    const url = body<{ url: string }>(await send(token, [{ field: 'file', filename: 'IMG_0001.JPG', contentType: 'image/jpeg', bytes: original }])).data.url;
    expect(url).toMatch(/\.jpg$/);
    const served = (await fetchUpload(url, token)).rawPayload;
    expect((await sharp(served).metadata()).exif).toBeUndefined();
    for (const secret of ['PhoneCam', 'Liza private', '120.9842E']) expect(served.includes(Buffer.from(secret))).toBe(false);
  });

  it('refuses a text file named .png and sent as image/png, and stores nothing', async () => {
    const token = await newPlayer(call, ctx().services);
    const reply = body(await send(token, [{ field: 'file', filename: 'photo.png', contentType: 'image/png', bytes: Buffer.from('<script>alert(1)</script> not a picture') }]));
    expect(reply).toMatchObject({ code: 400, msg: 'Only pictures can be uploaded (JPEG, PNG, WebP or GIF)' });
    const rows = await ctx().app.db.execute('select count(*)::int as total from upload');
    expect((rows as unknown as { rows: { total: number }[] }).rows[0]?.total).toBe(0);
  });

  it('refuses bytes that start like a PNG but do not decode, and an SVG (markup, not a picture)', async () => {
    const token = await newPlayer(call, ctx().services);
    const png = await pngWithExif();
    const truncated = png.subarray(0, 40);
    expect(body(await send(token, [{ field: 'file', filename: 'a.png', contentType: 'image/png', bytes: truncated }])).code).toBe(400);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>');
    expect(body(await send(token, [{ field: 'file', filename: 'a.svg', contentType: 'image/svg+xml', bytes: svg }])).code).toBe(400);
  });

  it('refuses a file over UPLOAD_MAX_BYTES with "File too large", in the caller\'s language', async () => {
    const token = await newPlayer(call, ctx().services);
    const big = Buffer.concat([await pngWithExif(), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    expect(body(await send(token, [{ field: 'file', filename: 'big.png', contentType: 'image/png', bytes: big }]))).toMatchObject({ code: 400, msg: 'File too large' });
    expect(body(await send(token, [{ field: 'file', filename: 'big.png', contentType: 'image/png', bytes: big }], 'zh_CN')).msg).toBe('文件过大');
  });

  it('takes one file per request: a second file part is "Too many files"', async () => {
    const token = await newPlayer(call, ctx().services);
    const png = await pngWithExif();
    const reply = await send(token, [
      { field: 'file', filename: 'a.png', contentType: 'image/png', bytes: png },
      { field: 'file', filename: 'b.png', contentType: 'image/png', bytes: png },
    ]);
    expect(body(reply)).toMatchObject({ code: 400, msg: 'Too many files' });
    const rows = await ctx().app.db.execute('select count(*)::int as total from upload');
    expect((rows as unknown as { rows: { total: number }[] }).rows[0]?.total).toBe(0);
  });

  it('asks for the file field, and for a token', async () => {
    const token = await newPlayer(call, ctx().services);
    expect(body(await send(token, [{ field: 'photo', filename: 'a.png', contentType: 'image/png', bytes: await pngWithExif() }]))).toMatchObject({ code: 400, msg: 'file is required' });
    expect(body(await call({ method: 'POST', url: '/user-api/common/upload', payload: { file: 'x' }, headers: bearer(token) })).code).toBe(400);
    const form = multipart([{ field: 'file', filename: 'a.png', contentType: 'image/png', bytes: await pngWithExif() }]);
    expect(body(await call({ method: 'POST', url: '/user-api/common/upload', headers: form.headers, payload: form.payload })).code).toBe(401);
  });

  it('answers a multipart content type over a body that is not multipart with code 400, in the caller\'s language, and stores nothing', async () => {
    const token = await newPlayer(call, ctx().services);
    const cut = '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG';
    const cases: [string, string][] = [
      ['multipart/form-data; boundary=abc', 'hello'],
      ['multipart/form-data', 'hello'],
      ['multipart/form-data; boundary=abc', cut],
    ];
    for (const [contentType, payload] of cases) {
      const reply = await call({ method: 'POST', url: '/user-api/common/upload', headers: { ...bearer(token), 'content-type': contentType }, payload });
      expect(body(reply), `${contentType} ${JSON.stringify(payload)}`).toEqual({ code: 400, msg: 'The file could not be read, please choose it again', data: null });
    }
    const thai = await call({ method: 'POST', url: '/user-api/common/upload?lang=th_TH', headers: { ...bearer(token), 'content-type': cases[0]![0] }, payload: 'hello' });
    expect(body(thai)).toEqual({ code: 400, msg: 'อ่านไฟล์ไม่ได้ กรุณาเลือกไฟล์อีกครั้ง', data: null });
    const rows = await ctx().app.db.execute('select count(*)::int as total from upload');
    expect((rows as unknown as { rows: { total: number }[] }).rows[0]?.total).toBe(0);
  });

  it('serves an upload to its owner only: another player, no token or a made-up name read as not found', async () => {
    const owner = await newPlayer(call, ctx().services);
    const other = await newPlayer(call, ctx().services, '09179876543', 'marco');
    const url = await uploadPicture(call, owner);
    expect((await fetchUpload(url, owner)).statusCode).toBe(200);
    expect(body(await fetchUpload(url, other), 404).code).toBe(404);
    expect(body(await call({ method: 'GET', url }), 200).code).toBe(401);
    expect(body(await fetchUpload('/user-api/common/upload/..%2F..%2Fpackage.json', owner), 404).code).toBe(404);
    expect(body(await fetchUpload(`/user-api/common/upload/${'0'.repeat(32)}.png`, owner), 404).code).toBe(404);
  });

  it('lets an operator save any upload with `upload get`', async () => {
    const token = await newPlayer(call, ctx().services);
    const url = await uploadPicture(call, token);
    const out = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'upload-get-')), 'receipt.png');
    const result = await runOpsCommand(['upload', 'get', url, out], ctx().services);
    expect(result.exitCode, result.output).toBe(0);
    expect(result.output).toContain('image/png');
    expect((await sharp(await fs.readFile(out)).metadata()).format).toBe('png');
    expect((await runOpsCommand(['upload', 'get', 'nope.png', out], ctx().services)).exitCode).toBe(1);
  });
});

// Its own app: the per-player counts live in the app's memory for the whole describe block, while
// each test's truncate hands the same player ids out again.
describe.each(TEST_DATABASES)('upload cap ($name)', (target) => {
  const ctx = useTestApp(target);
  const call = caller(() => ctx().app);
  const send = (token: string, parts: Parameters<typeof multipart>[0], lang = 'en_US') => {
    const form = multipart(parts);
    return call({ method: 'POST', url: `/user-api/common/upload?lang=${lang}`, headers: { ...form.headers, ...bearer(token) }, payload: form.payload });
  };

  it('takes UPLOADS_PER_PLAYER_PER_HOUR pictures a player in an hour, then answers HTTP 429 with the envelope, in the caller\'s language', async () => {
    const token = await newPlayer(call, ctx().services);
    const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } }).png().toBuffer();
    const file = [{ field: 'file', filename: 'receipt.png', contentType: 'image/png', bytes: picture }];
    for (let sent = 0; sent < UPLOADS_PER_PLAYER_PER_HOUR; sent++) expect(body(await send(token, file)).code, `upload ${sent + 1}`).toBe(200);
    const limited = await send(token, file);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 429, msg: 'Too many requests, please try again later', data: null });
    expect((await send(token, file, 'zh_CN')).json()).toMatchObject({ code: 429, msg: '请求过于频繁，请稍后再试' });
    const rows = await ctx().app.db.execute('select count(*)::int as total from upload');
    expect((rows as unknown as { rows: { total: number }[] }).rows[0]?.total).toBe(UPLOADS_PER_PLAYER_PER_HOUR);
    // The cap is the player's, not the address's: another player on the same network still uploads.
    const other = await newPlayer(call, ctx().services, '09179876543', 'ramon');
    expect(body(await send(other, file)).code).toBe(200);
  });
});
