import { describe, expect, it } from 'vitest';
import { orderPlacedEmailsAround } from './events';

const order = {
  id: '0b6c1f9e-4d55-4c7e-9d7a-3f1f0c2b8a11',
  email: 'lea@example.fr',
  paymentMethod: 'transfer' as const,
};

describe('the e-mails of a new order', () => {
  it('gives each subject as its texts around the number, which only the order’s write knows', () => {
    const emails = orderPlacedEmailsAround(order);
    expect(emails.map((e) => [e.template, e.subjectAround])).toEqual([
      ['order-confirmation', ['Votre commande ', ' est enregistrée']],
      ['order-transfer-instructions', ['Commande ', ' : vos instructions de virement']],
    ]);
    expect(emails[0]).toMatchObject({
      to: 'lea@example.fr',
      render: { template: 'order-confirmation', orderId: order.id },
    });
    expect(emails.map((e) => e.subjectAround.join('NU-2026-000042'))).toEqual([
      'Votre commande NU-2026-000042 est enregistrée',
      'Commande NU-2026-000042 : vos instructions de virement',
    ]);
    expect(orderPlacedEmailsAround({ ...order, paymentMethod: 'card' })).toHaveLength(1);
  });
});
