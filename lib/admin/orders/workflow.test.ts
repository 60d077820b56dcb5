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
  it('for an unpaid bank-transfer order', () => {
    expect(editRefusal(order({}))).toBeNull();
  });

  it('for a paid order not shipped yet, by transfer or by card (its invoice is replaced)', () => {
    for (const paymentMethod of ['transfer', 'card'] as const) {
      expect(
        editRefusal(order({ status: 'paid', paymentState: 'paid', paymentMethod })),
      ).toBeNull();
      expect(
        editRefusal(order({ status: 'processing', paymentState: 'paid', paymentMethod })),
      ).toBeNull();
    }
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

  it('not once its parcel left, nor while a card payment is under way', () => {
    const shippedAt = new Date();
    expect(editRefusal(order({ status: 'processing', paymentState: 'paid', shippedAt }))).toBe(
      'notEditable',
    );
    expect(editRefusal(order({ paymentMethod: 'card' }))).toBe('cardPending');
    expect(editRefusal(order({ status: 'paid', paymentState: 'refunded' }))).toBe('notEditable');
  });
});
