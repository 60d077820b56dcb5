import { describe, expect, it } from 'vitest';
import { editRefusal, type WorkflowOrder } from './workflow';

const order = (over: Partial<WorkflowOrder>): WorkflowOrder => ({
  status: 'pending',
  paymentMethod: 'transfer',
  paymentState: 'pending',
  paymentReference: null,
  shippedAt: null,
  deliveredAt: null,
  ...over,
});

describe('« Modifier la commande » is offered', () => {
  it('for an unpaid bank-transfer order only', () => {
    expect(editRefusal(order({}))).toBeNull();
  });

  it('not once shipped, delivered, cancelled or refunded', () => {
    for (const status of [
      'shipped',
      'delivered',
      'cancelled',
      'refunded',
      'partially_refunded',
    ] as const) {
      expect(editRefusal(order({ status }))).toBe('notEditable');
    }
  });

  it('not once paid (its invoice never changes), nor while a card payment is under way', () => {
    expect(editRefusal(order({ status: 'paid', paymentState: 'paid' }))).toBe('paid');
    expect(editRefusal(order({ status: 'processing', paymentState: 'paid' }))).toBe('paid');
    expect(editRefusal(order({ paymentMethod: 'card' }))).toBe('cardPending');
  });
});
