// Package docs is scorepad's reference, one Markdown file per subject
// (commands.md, json.md, rules.md, …), embedded so that `scorepad serve`
// shows the same help at /help as the code host shows in this folder.
package docs

import "embed"

// Files holds every *.md file of this folder (not img/).
//
//go:embed *.md
var Files embed.FS
