// Package fold lays text out for a terminal of a given size: lines folded
// at spaces (Text, Indented), a list's description cut so that its options
// stay on screen (Select, SelectHeight, Description).
package fold

import "strings"

// Text folds the lines of s longer than width cells at spaces (a
// refusal's reason is read whole on a narrow terminal), never before a
// dash or an arrow; width ≤ 0: as is.
func Text(s string, width int) string {
	if width <= 10 || s == "" {
		return s
	}
	var out []string
	for _, line := range strings.Split(s, "\n") {
		for len([]rune(line)) > width {
			r := []rune(line)
			cut := strings.LastIndex(string(r[:width]), " ")
			// a dash or an arrow stays with the word before it: "0 —"
			// rather than a line starting "— a sacrifice"
			for cut > 0 && strings.HasPrefix(line[cut+1:], "—") || cut > 0 && strings.HasPrefix(line[cut+1:], "→") {
				if prev := strings.LastIndex(line[:cut], " "); prev > 0 {
					cut = prev
				} else {
					break
				}
			}
			if cut <= 0 {
				cut = len(string(r[:width]))
			}
			out = append(out, line[:cut])
			line = strings.TrimLeft(line[cut:], " ")
		}
		out = append(out, line)
	}
	return strings.Join(out, "\n")
}

// minOptions is how many options a list keeps on screen when the
// description has to give way.
const minOptions = 6

// Select sizes a Select of n options to a terminal of rows lines (0:
// unknown): room for the title, the description and every option when it
// fits; else the description gives way from its end (the sheet), keeping
// its first lines (a refusal's reason, the hint), so that at least
// minOptions options stay visible, the rest scrolling.
func Select(description string, n, rows int) (string, int) {
	lines := 0
	if description != "" {
		lines = strings.Count(description, "\n") + 1
	}
	// the field: its title, the description, the options; around it the
	// form's blank line and help line, and a line for the cursor
	avail := rows - 3
	if rows <= 0 || 1+lines+n <= avail {
		return description, SelectHeight(description, n)
	}
	keep := min(n, minOptions)
	room := avail - 1 - keep // lines for the description
	if lines > room {
		ls := strings.Split(description, "\n")
		switch {
		case room <= 0:
			description, lines = "", 0
		case room == 1:
			description, lines = ls[0], 1
		default:
			description, lines = strings.Join(append(ls[:room-1:room-1], "…"), "\n"), room
		}
	}
	return description, max(1+lines+keep, avail)
}

// SelectHeight is the height of a Select of n options under description
// when all of it shows: its title, the description, the options and a line
// for the cursor.
func SelectHeight(description string, n int) int {
	lines := 0
	if description != "" {
		lines = strings.Count(description, "\n") + 1
	}
	return 1 + lines + n + 1
}

// Description cuts description to at most room lines (room ≤ 0 or a
// short description: as it is), keeping its first lines and its last
// one, "…" between.
func Description(description string, room int) string {
	ls := strings.Split(description, "\n")
	if room <= 0 || description == "" || len(ls) <= room {
		if room <= 0 && len(ls) > 1 && description != "" && room > -7 {
			return ls[len(ls)-1]
		}
		return description
	}
	if room < 3 {
		return ls[len(ls)-1]
	}
	return strings.Join(append(append(ls[:room-2:room-2], "…"), ls[len(ls)-1]), "\n")
}

// Indented folds s as Text does, each line's continuation keeping the
// line's indent ("  Ben: …"); width ≤ 0: as is.
func Indented(s string, width int) string {
	if width <= 0 {
		return s
	}
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		body := strings.TrimLeft(l, " ")
		indent := l[:len(l)-len(body)]
		lines[i] = indent + strings.ReplaceAll(Text(body, width-len(indent)), "\n", "\n"+indent)
	}
	return strings.Join(lines, "\n")
}
