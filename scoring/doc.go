// Package scoring holds the rules of the four dice games scorepad keeps score
// for — Penta, Yam's, 5000 and Sackson (RULES.md) — and nothing else: no I/O,
// no prompts, no storage. Every verdict it gives (legal or not, points,
// bonus) carries the RULES.md ID of the rule behind it and can explain itself
// in French or English.
//
// Penta and Yam's share one engine: a Rules value (built by PentaRules or
// YamsRules) scores a Hand of five dice in a Column. 5000 lives in
// fivethousand.go, Sackson in sackson.go.
package scoring
