/**
 * Live stock checks of the cart (spec sections 5 and 8), pure: adding checks the quantity
 * already in the cart plus the requested one; changing a quantity checks the new quantity.
 * Above the stock the quantity is lowered to what remains when that is above zero.
 * Unlimited stock and custom paint are not checked.
 */
export type StockFacts = { name: string; stock: number; unlimited: boolean };

export type StockDecision =
  | { kind: 'ok'; quantity: number }
  /** Lowered to `quantity` (what remains); the cart already holds `inCart`. */
  | { kind: 'adjusted'; quantity: number; stock: number; inCart: number; name: string }
  /** Nothing left to add. */
  | { kind: 'refused'; stock: number; inCart: number; name: string };

export function decideStock(facts: StockFacts, inCart: number, requested: number): StockDecision {
  const held = Math.max(0, Math.floor(inCart));
  const wanted = Math.max(0, Math.floor(requested));
  if (facts.unlimited || held + wanted <= facts.stock) return { kind: 'ok', quantity: wanted };
  const remaining = facts.stock - held;
  if (remaining > 0) {
    return {
      kind: 'adjusted',
      quantity: remaining,
      stock: facts.stock,
      inCart: held,
      name: facts.name,
    };
  }
  return { kind: 'refused', stock: Math.max(0, facts.stock), inCart: held, name: facts.name };
}
