// Package scoring holds the rules of the four dice games scorepad keeps score
// for — Penta, Yam's, 5000 and Sackson (RULES.md) — and nothing else: no I/O,
// no prompts, no storage. Every verdict it gives (legal or not, points,
// bonus) carries the RULES.md ID of the rule behind it and explains itself
// as a message of the catalogue (internal/lang's Msg: an English key and its
// arguments; the French is in internal/lang/fr/scoring.po, and scoring holds
// no translation machinery: the caller says the message in its language).
//
// Penta and Yam's share one engine: a Rules value (built by PentaRules or
// YamsRules) scores a Hand of five dice in a Column. 5000 lives in
// fivethousand.go, Sackson in sackson.go.
package scoring
