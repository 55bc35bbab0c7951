import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import {
  type HtmlParts,
  NONCE_PLACEHOLDER,
  sendHtml,
  splitAtNonce,
} from '../plugins/security-headers.plugin';
import { editorDistDir } from './assets';

const pages = new Map<string, HtmlParts>();

/** The built editor page with every script given the response's nonce; read once, then kept. */
function editorPage(file: 'index.html' | 'home.html'): HtmlParts {
  let parts = pages.get(file);
  if (!parts) {
    const full = path.join(editorDistDir(), file);
    if (!fs.existsSync(full))
      throw new Error(`The editor is not built (${full} is missing). Run "npm run build" first.`);
    const html = fs.readFileSync(full, 'utf8').replace(/<script\b/g, `<script nonce="${NONCE_PLACEHOLDER}"`);
    parts = splitAtNonce(html);
    pages.set(file, parts);
  }
  return parts;
}

export function sendEditorPage(reply: FastifyReply, file: 'index.html' | 'home.html'): FastifyReply {
  reply.header('Cache-Control', 'no-cache');
  return sendHtml(reply, editorPage(file));
}
