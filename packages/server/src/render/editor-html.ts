import fs from 'node:fs';
import path from 'node:path';
import { constants } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { type PreparedHtml, precompressHtml, prepareHtml } from '#platform/http/prepared-html';
import { sendHtml } from '#platform/http/security-headers.plugin';
import { editorDistDir } from './assets';

const pages = new Map<string, PreparedHtml>();

/** The built editor page with its policy and compressed forms; read once, then kept. */
function editorPage(file: 'index.html' | 'home.html'): PreparedHtml {
  let page = pages.get(file);
  if (!page) {
    const full = path.join(editorDistDir(), file);
    if (!fs.existsSync(full))
      throw new Error(`The editor is not built (${full} is missing). Run "npm run build" first.`);
    page = precompressHtml(prepareHtml(fs.readFileSync(full, 'utf8')), constants.BROTLI_MAX_QUALITY);
    pages.set(file, page);
  }
  return page;
}

export function sendEditorPage(reply: FastifyReply, file: 'index.html' | 'home.html'): FastifyReply {
  reply.header('Cache-Control', 'no-cache');
  return sendHtml(reply, editorPage(file));
}
