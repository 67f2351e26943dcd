// Nothing of the dev feature is used by other features: its outbox page is loaded by the router.
export {};
