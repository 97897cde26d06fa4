// POST /common/upload (multipart, field `file`): one picture per request, answered with its url.
// GET /common/upload/{name}: the picture, to its owner only (another player's reads as missing).
// Multipart is registered here, so only this scope parses it.
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { UploadReplySchema } from '../../../src/domain/pay.schema';
import { UPLOAD_MAX_BYTES, UPLOADS_PER_PLAYER_PER_HOUR } from '../../../src/domain/pay';
import { ApiError, invalid } from '../../errors';
import { success, successSchema } from '../../shared/envelope';
import { currentPlayer } from '../../shared/require-player';
import type { ModuleRouteOptions } from '../../shared/server-module';
import type { UploadService } from './upload.service';
import { STORED_IMAGE_TYPES } from './image-reencode';

export interface UploadRouteNeeds {
  uploads: UploadService;
}

// Multipart's own refusals, as the same texts the size and type rules give.
function multipartRefusal(error: unknown): ApiError | null {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') {
    return invalid(code === 'FST_REQ_FILE_TOO_LARGE' ? 'server.upload.tooLarge' : 'server.upload.tooMany');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return invalid('server.fieldRequired', { field: 'file' });
  return null;
}

// Counted per player, after requirePlayer has named them (the preHandler hook) and before the body
// is read; in this process's memory, like the per-address limits on logins.
const perPlayerPerHour: RateLimitOptions = {
  hook: 'preHandler',
  max: UPLOADS_PER_PLAYER_PER_HOUR,
  timeWindow: 60 * 60 * 1000,
  keyGenerator: (request: FastifyRequest) => `upload:${currentPlayer(request).playerId}`,
};

const uploadRoutes: FastifyPluginAsyncTypebox<ModuleRouteOptions<UploadRouteNeeds>> = async (app, { services: { uploads } }) => {
  await app.register(multipart, {
    // One file, a few small fields at most; the size limit is SPEC.md §5's.
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  app.post('/common/upload', { preHandler: app.requirePlayer, config: { rateLimit: perPlayerPerHour }, schema: { response: { 200: successSchema(UploadReplySchema) } } }, async (request) => {
    const { playerId } = currentPlayer(request);
    let bytes: Buffer | undefined;
    try {
      // Every part is read before anything is stored, so a request with a second file stores nothing.
      for await (const part of request.files()) {
        if (bytes !== undefined) throw invalid('server.upload.tooMany');
        if (part.fieldname !== 'file') throw invalid('server.fieldRequired', { field: 'file' });
        bytes = await part.toBuffer();
      }
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // Anything else here is the body failing to parse as multipart (cut short, no boundary,
      // a malformed part header): the request is at fault, not the server.
      throw multipartRefusal(error) ?? invalid('server.upload.unreadable');
    }
    if (bytes === undefined) throw invalid('server.fieldRequired', { field: 'file' });
    return success(await uploads.store(playerId, bytes));
  });

  app.get(
    '/common/upload/:name',
    {
      preHandler: app.requirePlayer,
      schema: {
        params: Type.Object({ name: Type.String({ maxLength: 64 }) }),
        // The picture's bytes as stored (re-encoded: image-reencode.ts); another player's reads as missing (HTTP 404).
        response: {
          200: {
            description: 'The picture',
            content: Object.fromEntries(STORED_IMAGE_TYPES.map((type) => [type, { schema: Type.Unsafe<Buffer>({ type: 'string', contentMediaType: type }) }])),
          },
        },
      },
    },
    async (request, reply) => {
      const found = await uploads.readOwn(currentPlayer(request).playerId, request.params.name);
      if (!found) throw new ApiError(404, 'server.notFound', undefined, 404);
      // A receipt or a feedback picture is personal: kept by no cache, the browser's own included
      // (a shared computer, the next person signed in on it).
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', 'inline')
        .type(found.record.contentType)
        .send(found.bytes);
    },
  );
};

export default uploadRoutes;
