// Shared steps of the payment and upload tests: a logged-in player, multipart bodies as a browser
// sends them, and pictures made on the spot (one carrying EXIF metadata).
import sharp from 'sharp';
import type { Services } from '../../../server/services';
import { registerPlayer, setFlags, type Call } from '../accounts/accounts-helpers';

export async function newPlayer(call: Call, services: Services, phone = '09171234567', username = 'liza'): Promise<string> {
  await setFlags(services, { gameAccountRegisterSMS: false, gameAccountRegisterBank: false });
  return registerPlayer(call, services, { phone, username });
}

/** A multipart/form-data body with one file part. */
export function multipart(parts: { field: string; filename: string; contentType: string; bytes: Buffer }[]) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small photo-like JPEG carrying EXIF (camera, GPS-style comment, copyright). */
export async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Make: 'PhoneCam', Model: 'X1', Copyright: 'Liza private', ImageDescription: 'home 14.5995N 120.9842E' } } })
    .toBuffer();
}

export async function pngWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 40, channels: 4, background: '#22aa66ff' } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'Liza private', ImageDescription: 'home address' } } })
    .toBuffer();
}

export async function uploadPicture(call: Call, token: string, bytes?: Buffer): Promise<string> {
  const form = multipart([{ field: 'file', filename: 'receipt.png', contentType: 'image/png', bytes: bytes ?? (await pngWithExif()) }]);
  const reply = await call({ method: 'POST', url: '/user-api/common/upload', headers: { ...form.headers, authorization: `Bearer ${token}` }, payload: form.payload });
  const parsed = reply.json<{ code: number; data: { url: string } }>();
  if (parsed.code !== 200) throw new Error(`upload refused: ${reply.body}`);
  return parsed.data.url;
}
