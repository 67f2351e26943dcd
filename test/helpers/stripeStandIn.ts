import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { type RecordedRequest, startHttpStandIn } from './httpStandIn';

// A local stand-in for the part of Stripe's API the coin feature and Stripe.js use, driven by the real `stripe`
// package (STRIPE_API_BASE points at it): PaymentIntents are created, read (with latest_charge expanded),
// confirmed by the browser's card form, and refunded by the test. Webhook events are signed with the package's
// own test-header helper, exactly as Stripe signs them.

export const STAND_IN_KEYS = {
  secretKey: 'sk_test_standin_secret',
  publishableKey: 'pk_test_standin_publishable',
  webhookSecret: 'whsec_standin_webhook_secret',
};

/** A card number the stand-in declines (Stripe's own test number for a generic decline). */
export const DECLINED_CARD = '4000000000000002';

type Charge = { id: string; amount_refunded: number; refunded: boolean };
export type StandInIntent = {
  id: string;
  clientSecret: string;
  amount: number;
  amountReceived: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
  charge: Charge | null;
};

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** `a[b]=1&a[c]=2&d=3` → `{ 'a.b': '1', 'a.c': '2', d: '3' }`: enough of Stripe's form encoding to read. */
function formFields(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) fields[key.replace(/\[([^\]]*)\]/g, '.$1')] = value;
  return fields;
}

function fieldsUnder(fields: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([key]) => key.startsWith(`${prefix}.`))
      .map(([key, value]) => [key.slice(prefix.length + 1), value]),
  );
}

const stripeError = (status: number, type: string, message: string, code?: string) => ({
  status,
  body: { error: { type, message, ...(code ? { code } : {}) } },
});

export async function startStripeStandIn(keys = STAND_IN_KEYS) {
  const intents = new Map<string, StandInIntent>();
  /** Called after the browser's confirmation succeeded (the e2e stand-in delivers Stripe's webhook from here). */
  let onPaid: ((intent: StandInIntent) => void) | null = null;

  function chargeJson(intent: StandInIntent) {
    const charge = intent.charge;
    if (!charge) return null;
    return {
      id: charge.id,
      object: 'charge',
      amount: intent.amount,
      amount_refunded: charge.amount_refunded,
      refunded: charge.refunded,
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'succeeded',
    };
  }

  function intentJson(intent: StandInIntent, expandCharge = false) {
    return {
      id: intent.id,
      object: 'payment_intent',
      amount: intent.amount,
      amount_received: intent.amountReceived,
      currency: intent.currency,
      status: intent.status,
      client_secret: intent.clientSecret,
      metadata: intent.metadata,
      latest_charge: expandCharge ? chargeJson(intent) : (intent.charge?.id ?? null),
      livemode: false,
    };
  }

  function markPaid(intent: StandInIntent) {
    intent.status = 'succeeded';
    intent.amountReceived = intent.amount;
    intent.charge = { id: newId('ch'), amount_refunded: 0, refunded: false };
  }

  function respond(req: RecordedRequest) {
    const url = new URL(req.url, 'http://stand-in');
    const auth = String(req.headers.authorization ?? '');
    const fields = formFields(req.method === 'GET' ? url.search.slice(1) : req.body);
    const match = /^\/v1\/payment_intents(?:\/([^/]+))?(\/confirm)?$/.exec(url.pathname);
    if (!match)
      return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${url.pathname})`);
    const [, id, confirm] = match;
    // The browser's card form confirms with the publishable key and the client secret; everything else is ours.
    if (confirm && id) {
      const intent = intents.get(id);
      // Stripe.js sends its publishable key as the form field `key` (a simple request: no CORS preflight).
      const publishable = fields.key === keys.publishableKey || auth === `Bearer ${keys.publishableKey}`;
      if (!publishable || !intent || fields.client_secret !== intent.clientSecret) {
        return stripeError(
          404,
          'invalid_request_error',
          `No such payment_intent: '${id}'`,
          'resource_missing',
        );
      }
      if (fields['payment_method_data.card.number'] === DECLINED_CARD) {
        intent.status = 'requires_payment_method';
        return stripeError(402, 'card_error', 'Your card was declined.', 'card_declined');
      }
      markPaid(intent);
      setTimeout(() => onPaid?.(intent), 0);
      return { status: 200, body: intentJson(intent) };
    }
    if (auth !== `Bearer ${keys.secretKey}`) {
      return stripeError(401, 'invalid_request_error', 'Invalid API Key provided');
    }
    if (!id && req.method === 'POST') {
      const intent: StandInIntent = {
        id: newId('pi'),
        clientSecret: '',
        amount: Number(fields.amount),
        amountReceived: 0,
        currency: fields.currency ?? '',
        status: 'requires_payment_method',
        metadata: fieldsUnder(fields, 'metadata'),
        charge: null,
      };
      intent.clientSecret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
      intents.set(intent.id, intent);
      return { status: 200, body: intentJson(intent) };
    }
    const intent = id ? intents.get(id) : undefined;
    if (!intent || req.method !== 'GET') {
      return stripeError(404, 'invalid_request_error', `No such payment_intent: '${id}'`, 'resource_missing');
    }
    return {
      status: 200,
      body: intentJson(intent, Object.values(fieldsUnder(fields, 'expand')).includes('latest_charge')),
    };
  }

  const server = await startHttpStandIn(respond);

  function intent(id: string): StandInIntent {
    const found = intents.get(id);
    if (!found) throw new Error(`The stand-in has no PaymentIntent ${id}`);
    return found;
  }

  /** A signed webhook delivery of `type` about a PaymentIntent: the JSON body and its Stripe-Signature header. */
  function signedEvent(type: string, paymentIntentId: string, options: { timestamp?: number } = {}) {
    const found = intent(paymentIntentId);
    const object = type.startsWith('payment_intent.')
      ? intentJson(found)
      : type.startsWith('refund.')
        ? { id: newId('re'), object: 'refund', payment_intent: found.id, status: 'succeeded' }
        : chargeJson(found);
    const payload = JSON.stringify({
      id: newId('evt'),
      object: 'event',
      type,
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
    });
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: keys.webhookSecret,
      timestamp: options.timestamp,
    });
    return { payload, header };
  }

  return {
    url: server.url,
    requests: server.requests,
    intents,
    intent,
    /** The buyer paid (as the card form would have): succeeded, with a charge. */
    pay: (id: string) => markPaid(intent(id)),
    setStatus: (id: string, status: string) => {
      intent(id).status = status;
    },
    /** A refund of `amount` (all of it when absent) on the PaymentIntent's charge. */
    refund: (id: string, amount?: number) => {
      const found = intent(id);
      if (!found.charge) throw new Error(`${id} has no charge to refund`);
      found.charge.amount_refunded = Math.min(
        found.amount,
        found.charge.amount_refunded + (amount ?? found.amount),
      );
      found.charge.refunded = found.charge.amount_refunded >= found.amount;
    },
    /** Makes a PaymentIntent as the app would, for another buyer or with other metadata. */
    addIntent: (fields: Partial<StandInIntent> & { amount: number; metadata: Record<string, string> }) => {
      const made: StandInIntent = {
        id: newId('pi'),
        clientSecret: '',
        amountReceived: 0,
        currency: 'usd',
        status: 'requires_payment_method',
        charge: null,
        ...fields,
      };
      made.clientSecret = `${made.id}_secret_x`;
      intents.set(made.id, made);
      return made;
    },
    signedEvent,
    onPaid: (listener: (intent: StandInIntent) => void) => {
      onPaid = listener;
    },
    close: server.close,
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
