// Package five plays 5000 well (RULES.md C1–C7): the turn solved exactly
// for points (SolveFiveTurn), the two-player game solved for the chance of
// winning (SolveFiveWin, FiveWin), the Expert and the Normal robots
// (FiveExpert, FiveNormal), hints (FiveOption) and simulated games
// (SimulateFive). It asks scoring/ for every rule. A FiveWin is written and
// read in the cache's file format here (WriteTo, ReadFiveWin, FiveKey);
// where it is kept is the advisor package's (advisor.Cache). Reviews of
// stored games: advisor/review.
package five
