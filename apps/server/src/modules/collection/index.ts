// The buyer's followed stores and favourite products: the calls live here, the tables with the
// catalogue that shows them. Other modules use nothing of this one.
export {};
