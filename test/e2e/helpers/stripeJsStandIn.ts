import type { Page } from 'playwright-core';
import type { StripeStandIn } from '../../helpers/stripeStandIn';

// This machine cannot reach js.stripe.com or api.stripe.com, so a browser journey serves a stand-in of the
// Stripe.js subset the buy-coins form uses (Stripe(), elements() with a clientSecret, a 'payment' element with
// ready events, elements.submit(), confirmPayment() with its redirect to return_url), and forwards the page's
// calls to api.stripe.com to the local Stripe API stand-in. The app's own code (loadStripe, react-stripe-js's
// <Elements> and <PaymentElement>) runs unchanged.

const STRIPE_JS = String.raw`(function () {
  var API = 'https://api.stripe.com/v1';
  function Stripe(key) {
    function createElements(options) {
      var mounted = [];
      var elements = {
        create: function (type) {
          var handlers = {};
          var root = null;
          var emit = function (event, payload) {
            (handlers[event] || []).slice().forEach(function (handler) { handler(payload); });
          };
          var element = {
            mount: function (target) {
              root = typeof target === 'string' ? document.querySelector(target) : target;
              root.innerHTML =
                '<div data-stripe-stand-in="' + type + '" style="display:grid;gap:8px">' +
                '<label style="display:grid;gap:4px;font-size:14px">Card number' +
                '<input name="cardnumber" inputmode="numeric" autocomplete="cc-number" style="padding:10px;border:1px solid #ccc;border-radius:8px"></label>' +
                '<div style="display:grid;grid-template-columns:1fr 1fr;gap:8px">' +
                '<label style="display:grid;gap:4px;font-size:14px">Expiration<input name="exp-date" placeholder="MM / YY" style="padding:10px;border:1px solid #ccc;border-radius:8px"></label>' +
                '<label style="display:grid;gap:4px;font-size:14px">CVC<input name="cvc" style="padding:10px;border:1px solid #ccc;border-radius:8px"></label>' +
                '</div></div>';
              setTimeout(function () { emit('ready', { elementType: type }); }, 50);
            },
            on: function (event, handler) {
              (handlers[event] = handlers[event] || []).push(handler);
              return element;
            },
            off: function (event, handler) {
              handlers[event] = (handlers[event] || []).filter(function (h) { return h !== handler; });
              return element;
            },
            update: function () {},
            unmount: function () { if (root) root.innerHTML = ''; },
            destroy: function () { if (root) root.innerHTML = ''; },
            cardNumber: function () {
              var input = root && root.querySelector('input[name=cardnumber]');
              return input ? input.value.replace(/\s+/g, '') : '';
            },
          };
          mounted.push(element);
          return element;
        },
        getElement: function () { return mounted[0] || null; },
        update: function () {},
        fetchUpdates: function () { return Promise.resolve({}); },
        submit: function () {
          var card = mounted[0] ? mounted[0].cardNumber() : '';
          return Promise.resolve(card.length >= 12 ? {} : {
            error: { type: 'validation_error', message: 'Your card number is incomplete.' },
          });
        },
        clientSecret: options && options.clientSecret,
        mounted: mounted,
      };
      return elements;
    }
    return {
      elements: createElements,
      createToken: function () { return Promise.reject(new Error('not in the stand-in')); },
      createPaymentMethod: function () { return Promise.reject(new Error('not in the stand-in')); },
      confirmCardPayment: function () { return Promise.reject(new Error('not in the stand-in')); },
      _registerWrapper: function () {},
      registerAppInfo: function () {},
      confirmPayment: function (params) {
        var elements = params.elements;
        var secret = elements.clientSecret;
        var id = secret.split('_secret_')[0];
        var body = new URLSearchParams({
          key: key,
          client_secret: secret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': elements.mounted[0].cardNumber(),
          return_url: params.confirmParams.return_url,
        });
        return fetch(API + '/payment_intents/' + id + '/confirm', { method: 'POST', body: body })
          .then(function (response) {
            return response.json().then(function (json) {
              if (!response.ok) return { error: json.error };
              var url = new URL(params.confirmParams.return_url);
              url.searchParams.set('payment_intent', json.id);
              url.searchParams.set('payment_intent_client_secret', json.client_secret);
              url.searchParams.set('redirect_status', json.status === 'succeeded' ? 'succeeded' : 'processing');
              window.location.assign(url.toString());
              return new Promise(function () {});
            });
          });
      },
    };
  }
  Stripe.version = 'basil';
  window.Stripe = Stripe;
})();`;

/** Serves the Stripe.js stand-in and forwards api.stripe.com to `stripe` for this page. */
export async function routeStripeToStandIns(page: Page, stripe: StripeStandIn): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: STRIPE_JS }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const answer = await fetch(`${stripe.url}${url.pathname}${url.search}`, {
      method: request.method(),
      headers: { 'Content-Type': request.headers()['content-type'] ?? 'application/x-www-form-urlencoded' },
      body: request.method() === 'GET' ? undefined : (request.postData() ?? ''),
    });
    await route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: await answer.text(),
    });
  });
}
