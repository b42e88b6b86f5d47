package cmd

import (
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
)

// huh v1's accessible mode prints its own English ("Enter a number between
// 1 and 4: ", "0.   Confirm selection", "[y/N]") and understands only
// y/yes and n/no. It exposes neither, so the adapter wraps its streams in
// French: frWriter rewrites each of huh's writes (huh writes every prompt
// and every option list in one call), and yesNoReader turns the French
// answers o, oui and non into the y and n huh understands.

// huhFrench are huh's accessible-mode texts and their French.
var huhFrench = []struct {
	re *regexp.Regexp
	fr func(m []string) string
}{
	{regexp.MustCompile(`Enter a number between (\d+) and (\d+): `), func(m []string) string {
		return lang.FR.Sprintf("Enter a number between %d and %d: ", atoiOr0(m[1]), atoiOr0(m[2]))
	}},
	{regexp.MustCompile(`There is only one option available; enter the number 1:`), func([]string) string {
		return lang.FR.T("There is only one option available; enter the number 1:")
	}},
	{regexp.MustCompile(`Invalid: must be a number between (\d+) and (\d+)`), func(m []string) string {
		return lang.FR.Sprintf("Invalid: must be a number between %d and %d", atoiOr0(m[1]), atoiOr0(m[2]))
	}},
	{regexp.MustCompile(`Invalid: must be (\d+)`), func(m []string) string {
		return lang.FR.Typeset(fmt.Sprintf(lang.FR.Text("Invalid: must be %s"), m[1]))
	}},
	{regexp.MustCompile(`Select up to (\d+) options\.`), func(m []string) string {
		return lang.FR.Sprintf("Select up to %d options.", atoiOr0(m[1]))
	}},
	{regexp.MustCompile(`You can't select more than (\d+) options\.`), func(m []string) string {
		return lang.FR.Sprintf("You can't select more than %d options.", atoiOr0(m[1]))
	}},
	{regexp.MustCompile(`0\.   Confirm selection`), func([]string) string { return lang.FR.T("0.   Confirm selection") }},
	{regexp.MustCompile(`invalid input\. please try again`), func([]string) string {
		return lang.FR.T("invalid input. please try again")
	}},
	{regexp.MustCompile(`\[y/N\]`), func([]string) string { return "[o/N]" }},
	{regexp.MustCompile(`\[Y/n\]`), func([]string) string { return "[O/n]" }},
}

func atoiOr0(s string) int { n, _ := strconv.Atoi(s); return n }

// frWriter passes huh's accessible output on in French.
type frWriter struct{ w io.Writer }

func (f frWriter) Write(p []byte) (int, error) {
	s := string(p)
	for _, t := range huhFrench {
		s = t.re.ReplaceAllStringFunc(s, func(x string) string { return t.fr(t.re.FindStringSubmatch(x)) })
	}
	if _, err := io.WriteString(f.w, s); err != nil {
		return 0, err
	}
	return len(p), nil
}

// yesNoReader reads one line at a time from r and hands it on with the
// French answers o, oui and non (any case) written y and n; other lines
// pass unchanged. It reads one byte at a time, as huh's prompts need (see
// oneByte).
type yesNoReader struct {
	r   io.Reader
	buf []byte
}

func (y *yesNoReader) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	if len(y.buf) == 0 {
		var line []byte
		one := make([]byte, 1)
		for {
			n, err := y.r.Read(one)
			if n == 1 {
				line = append(line, one[0])
				if one[0] == '\n' {
					break
				}
			}
			if err != nil {
				if len(line) == 0 {
					return 0, err
				}
				break
			}
		}
		y.buf = []byte(frenchYesNo(string(line)))
	}
	p[0] = y.buf[0]
	y.buf = y.buf[1:]
	return 1, nil
}

// frenchYesNo writes a French yes or no answer line as huh's y or n.
func frenchYesNo(line string) string {
	body := strings.TrimRight(line, "\r\n")
	end := line[len(body):]
	switch strings.ToLower(strings.TrimSpace(body)) {
	case "o", "oui":
		return "y" + end
	case "non":
		return "n" + end
	}
	return line
}
