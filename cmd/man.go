package cmd

import (
	"os"

	"github.com/spf13/cobra"
	"github.com/spf13/cobra/doc"
)

func newCmdMan(f *factory) *cobra.Command {
	return &cobra.Command{
		Use:   f.T("man DIR"),
		Short: f.T("Write the manual pages (section 1) into DIR"),
		Long: f.T(`Write one manual page per command (scorepad.1, scorepad-check.1, …) into DIR,
in the chosen language. DIR is created if needed; files of the same names
are replaced, nothing else in DIR is touched.

  scorepad man ~/.local/share/man/man1 && man scorepad`),
		Args: cobra.ExactArgs(1),
		ValidArgsFunction: func(c *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
			return nil, cobra.ShellCompDirectiveFilterDirs
		},
		RunE: func(c *cobra.Command, args []string) error {
			if err := os.MkdirAll(args[0], 0o755); err != nil {
				return err
			}
			root := c.Root()
			root.DisableAutoGenTag = true
			hdr := &doc.GenManHeader{Title: "SCOREPAD", Section: "1", Source: "scorepad " + version(),
				Manual: f.T("scorepad manual")}
			return doc.GenManTree(root, hdr, args[0])
		},
	}
}
