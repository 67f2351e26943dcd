// Nothing of the landing feature is used by other features: its welcome page is loaded by the router.
export {};
