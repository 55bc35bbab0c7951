import {
  dataLayerMessages,
  infoDialogMessages,
  logoutMessages,
  systemErrorMessages,
} from '../../message-groups/runtime';

/** The runtime's dialogs: the system error overlay, the logout notice and the information dialog. */
export const dialogs = {
  systemErrorTitle: systemErrorMessages.title,
  reload: systemErrorMessages.reload,
  clear: systemErrorMessages.clear,
  unauthorized: dataLayerMessages.unauthorized,
  internalServerError: dataLayerMessages.internalServerError,
  serviceUnavailable: dataLayerMessages.serviceUnavailable,
  unableToConnect: dataLayerMessages.unableToConnect,
  logoutTitle: logoutMessages.title,
  logoutMessage: logoutMessages.message,
  close: infoDialogMessages.close,
} as const;
