import { cartMessages } from '../../message-groups/commerce';
import { storeBehaviourMessages } from '../../message-groups/store-screens';

/** What the store's browser behaviours write (cart indicator, option pickers) and the screens' badges. */
export const cart = {
  countCapped: cartMessages.countCapped,
  countCappedSpoken: cartMessages.countCappedSpoken,
  updateQuantityFailed: cartMessages.updateQuantityFailed,
  removeItemFailed: cartMessages.removeItemFailed,
  soldOut: storeBehaviourMessages.soldOut,
  sale: storeBehaviourMessages.sale,
  itemsInCart: storeBehaviourMessages.itemsInCart,
  choiceUnavailable: storeBehaviourMessages.choiceUnavailable,
  choiceSoldOut: storeBehaviourMessages.choiceSoldOut,
  choicePrice: storeBehaviourMessages.choicePrice,
} as const;
