import { startEditorBridge } from './editor-bridge';
import { editorParent } from './editor-frame';

// The script of draft previews only (the server adds it for an owner's preview), so no visitor's
// page carries a byte of it: it lets the owner pick and edit blocks while the editor frames the page.
const editor = editorParent(window);
if (editor) startEditorBridge(window, editor);
