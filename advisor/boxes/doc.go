// Package boxes plays Penta and Yam's well: it solves the solitaire game
// exactly by backward induction (RULES.md Y8: the Expert "plays the
// mathematically optimal strategy"), answers hints, plays as a robot and
// simulates games (reviews of stored games: advisor/review). It asks
// scoring/ for every rule — which boxes are legal, what they score, which
// bonus a throw earns — and never re-implements one.
//
// A Table holds, for one column of one rule set, the expected points still
// to come from every state between two turns: (boxes filled, upper total
// capped at 63, whether the five-alike box holds 50). Within a turn the
// three throws are solved on the fly from it (the "widget"). A table is
// written and read in the cache's file format here (WriteTo, ReadTable,
// TableFrom); where it is kept is the advisor package's (advisor.Cache).
package boxes
