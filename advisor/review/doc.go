// Package review judges the decisions of stored games against the
// advisor's engines, through their exported API: a Penta or Yam's turn or
// game against the exact tables (ReviewTurn, ReviewGame), the decision and
// luck figures of the statistics (JudgeTurn, JudgeGame), 5000 set-asides
// in win probability (ReviewFive) and Sackson splits in expected points
// (ReviewSackson). Every review is a list of ReviewLine.
package review
