// Command scorepad keeps score for dice games played at a real table.
package main

import (
	"os"

	"github.com/scorepad/scorepad/cmd"
)

func main() { os.Exit(cmd.Main()) }
