package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/token"
	"io"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/gvk-dev/gvkgen/generators/diag"
	"github.com/gvk-dev/gvkgen/generators/output"
	"github.com/gvk-dev/gvkgen/generators/universe"
)

// format is how diagnostics are printed (--format).
type format string

// The formats --format takes.
const (
	formatText   format = "text"
	formatJSON   format = "json"
	formatGitHub format = "github"
	formatSARIF  format = "sarif"
)

var formats = []format{formatText, formatJSON, formatGitHub, formatSARIF}

func (f *format) String() string {
	if *f == "" {
		return string(formatText)
	}
	return string(*f)
}

// Set implements flag.Value: an unknown format is a usage error that lists
// the four.
func (f *format) Set(s string) error {
	for _, known := range formats {
		if format(s) == known {
			*f = known
			return nil
		}
	}
	return fmt.Errorf("unknown format %q; use text, json, github or sarif", s)
}

// severity is how bad a diagnostic is.
type severity = diag.Severity

const (
	sevError   = diag.Error
	sevWarning = diag.Warning
	sevNote    = diag.Note
)

// report is one diagnostic as the driver prints it: the diagnostic (its
// Pos.Filename the file it is about, as text output prints it, relative
// to the working directory when below it, "" when it is about no file;
// line and column 1-based, 0 when not known; its Message without the
// position; its fix's Message what to do, "" when the message says it),
// and who reports it under which rule.
type report struct {
	diag.Diagnostic
	// generator is the tool it comes from (deepcopy-gen), or the
	// program's name for the driver's own (gvkgen).
	generator string
	// rule is the SARIF rule id (see rules).
	rule string
	// text is what the text format prints, without the final newline, on
	// stdout when stdout is set (verify's findings), else on stderr.
	text   string
	stdout bool
}

// sink prints every diagnostic of a run in the format asked for. text is
// what the driver always printed; json and github print one line per
// diagnostic on stdout as they come; sarif collects them and prints one
// log on stdout when the run ends (flush). Whatever is not a diagnostic
// (summaries, -v lines, verify's diffs in the other formats) goes to
// stderr, so that stdout holds nothing else.
type sink struct {
	format         *format
	stdout, stderr io.Writer
	// prog names the SARIF driver; tools are the generators', whose rules
	// the SARIF log lists.
	prog  string
	tools []string
	// regen is the command that regenerates what verify finds stale.
	regen   string
	mu      sync.Mutex
	results []report
}

// structured reports whether the format is not text.
func (k *sink) structured() bool {
	return k.format != nil && *k.format != "" && *k.format != formatText
}

// add prints r, or keeps it for the SARIF log.
func (k *sink) add(r report) {
	k.mu.Lock()
	defer k.mu.Unlock()
	f := formatText
	if k.format != nil && *k.format != "" {
		f = *k.format
	}
	switch f {
	case formatText:
		w := k.stderr
		if r.stdout {
			w = k.stdout
		}
		fmt.Fprintf(w, "%s\n", r.text)
	case formatJSON:
		b, _ := jsonLine(r)
		k.stdout.Write(b)
	case formatGitHub:
		fmt.Fprintf(k.stdout, "%s\n", githubCommand(r))
	case formatSARIF:
		k.results = append(k.results, r)
	}
}

// flush prints the SARIF log, when that is the format.
func (k *sink) flush() {
	if k.format == nil || *k.format != formatSARIF {
		return
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	b, err := sarifLog(k.prog, k.tools, k.results)
	if err != nil {
		fmt.Fprintf(k.stderr, "%s: cannot write the SARIF log: %v\n", k.prog, err)
		return
	}
	k.stdout.Write(b)
}

// diffs is where verify prints its diffs: stdout in text, stderr otherwise
// (stdout holds the diagnostics).
func (k *sink) diffs() io.Writer {
	if k.structured() {
		return k.stderr
	}
	return k.stdout
}

// flagError reports err, a flag error that the flag package printed on
// stderr, as a usage diagnostic when the format is not text, so that
// stdout holds a valid json, github or SARIF document for it too (#29 item
// 13). --format is read from args when the parse stopped before it.
func (s *session) flagError(args []string, err error) {
	if f, ok := formatArg(args); ok && !s.k.structured() {
		s.c.Format = f
	}
	if !s.k.structured() {
		return
	}
	s.k.fail(s.prog, ruleUsage, err.Error()+"; see "+s.prog+" --help")
	s.k.flush()
}

// formatArg returns the last valid value of --format (or -format) in args,
// before any "--", as the flag package would have set it.
func formatArg(args []string) (f format, ok bool) {
	for i := 0; i < len(args) && args[i] != "--"; i++ {
		name, val, eq := strings.Cut(args[i], "=")
		if name != "--format" && name != "-format" {
			continue
		}
		if !eq {
			if i+1 == len(args) {
				break
			}
			i++
			val = args[i]
		}
		if f.Set(val) == nil {
			ok = true
		}
	}
	return f, ok
}

// fail reports an error of the driver about no file: text prints it as
// "prog: msg".
func (k *sink) fail(prog, rule, msg string) {
	k.add(report{Diagnostic: diag.Diagnostic{Severity: sevError, Message: msg}, generator: prog, rule: rule, text: prog + ": " + msg})
}

// at returns a report at pos (a position of universe, lint or a
// generator): at a file when pos names one with a line, else about no
// file, with the position (a directory, a flag) kept in the message.
func at(pos token.Position, sev severity, generator, rule, msg string) report {
	r := report{Diagnostic: diag.Diagnostic{Severity: sev, Message: msg}, generator: generator, rule: rule}
	if pos.Filename == "" || strings.HasPrefix(pos.Filename, "-") || pos.Line <= 0 {
		if pos.Filename != "" {
			r.Message = pos.Filename + ": " + msg
		}
		return r
	}
	r.Pos.Filename, r.Pos.Line, r.Pos.Column = relFile(pos.Filename), pos.Line, pos.Column
	return r
}

// errorReport returns a report of a load or syntax error of universe: at
// its position, or at the one the go command put in its message.
func errorReport(prog, rule string, e *universe.Error) report {
	if !e.Pos.IsValid() {
		r := listed(prog, e.Message)
		r.rule = rule
		return r
	}
	return at(e.Pos, sevError, prog, rule, e.Message)
}

// atFile returns a report about a whole file (or its first difference,
// line), at line 1 unless given.
func atFile(path string, line int, sev severity, generator, rule, msg string) report {
	return report{Diagnostic: diag.Diagnostic{Pos: token.Position{Filename: relFile(path), Line: max(line, 1)}, Severity: sev, Message: msg}, generator: generator, rule: rule}
}

// relFile is a file name as the text output prints it.
func relFile(name string) string {
	if filepath.IsAbs(name) {
		return output.RelPath(name)
	}
	return name
}

// listedPos is the position the go command puts before a message
// ("file.go:3:2: msg").
var listedPos = regexp.MustCompile(`^(\S+\.go):(\d+)(?::(\d+))?: (.+)$`)

// listed returns a report of an error of the go command, at the file it
// names, if any.
func listed(prog, msg string) report {
	r := report{Diagnostic: diag.Diagnostic{Severity: sevError, Message: msg}, generator: prog, rule: ruleLoad}
	if m := listedPos.FindStringSubmatch(msg); m != nil {
		r.Pos.Filename, r.Message = relFile(m[1]), m[4]
		r.Pos.Line, _ = strconv.Atoi(m[2])
		r.Pos.Column, _ = strconv.Atoi(m[3])
	}
	return r
}

// firstDifference returns the 1-based line where old and new first differ,
// clamped to old's lines (an annotation must point into the file there).
func firstDifference(old, new []byte) int {
	line := 1
	for i := 0; i < len(old) && i < len(new) && old[i] == new[i]; i++ {
		if old[i] == '\n' {
			line++
		}
	}
	lines := bytes.Count(old, []byte("\n"))
	if len(old) > 0 && old[len(old)-1] != '\n' {
		lines++
	}
	return max(1, min(line, lines))
}

// jsonLine is r as one JSON object and a newline. Every field is always
// there: fix is "" when the message says what to do, file "" and line and
// column 0 when not known.
func jsonLine(r report) ([]byte, error) {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	err := enc.Encode(struct {
		File      string `json:"file"`
		Line      int    `json:"line"`
		Column    int    `json:"column"`
		Severity  string `json:"severity"`
		Generator string `json:"generator"`
		Message   string `json:"message"`
		Fix       string `json:"fix"`
	}{r.Pos.Filename, r.Pos.Line, r.Pos.Column, r.Severity.String(), r.generator, r.Message, r.Fix.Message})
	return []byte(b.String()), err
}

// withFix is the message and, when there is one, the fix on its own line:
// what github and sarif show.
func withFix(r report) string {
	if r.Fix.Message == "" {
		return r.Message
	}
	return r.Message + "\nFix: " + r.Fix.Message
}

// githubCommand is r as a GitHub Actions workflow command
// (::error file=F,line=L,col=C,title=T::message).
func githubCommand(r report) string {
	cmd := [...]string{"error", "warning", "notice"}[r.Severity]
	var props []string
	if r.Pos.Filename != "" {
		props = append(props, "file="+githubProperty(filepath.ToSlash(r.Pos.Filename)))
		if r.Pos.Line > 0 {
			props = append(props, "line="+strconv.Itoa(r.Pos.Line))
		}
		if r.Pos.Line > 0 && r.Pos.Column > 0 {
			props = append(props, "col="+strconv.Itoa(r.Pos.Column))
		}
	}
	if r.generator != "" {
		props = append(props, "title="+githubProperty(r.generator))
	}
	if len(props) > 0 {
		cmd += " " + strings.Join(props, ",")
	}
	return "::" + cmd + "::" + githubData(withFix(r))
}

// githubData escapes a workflow command's message.
var githubData = strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace

// githubProperty escapes a workflow command's property value.
var githubProperty = strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace

// regenCommand is the command that writes what verifying with prog and
// args finds missing or stale: the same arguments, without --verify and
// --format, generate for verify.
func regenCommand(prog string, args []string) string {
	out := []string{prog}
	flags := true
	for i := 0; i < len(args); i++ {
		a := args[i]
		name, _, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		isFlag := flags && strings.HasPrefix(a, "-") && a != "-"
		switch {
		case a == "--":
			flags = false
		case isFlag && name == "verify":
			continue
		case isFlag && name == "format":
			if !hasValue {
				i++
			}
			continue
		case i == 0 && a == "verify":
			a = "generate"
		}
		out = append(out, shellQuote(a))
	}
	return strings.Join(out, " ")
}

// plainWord is an argument the shell takes as it is.
var plainWord = regexp.MustCompile(`^[A-Za-z0-9_./:=,@%+-]+$`)

// shellQuote quotes a for a POSIX shell, when it needs it.
func shellQuote(a string) string {
	if plainWord.MatchString(a) {
		return a
	}
	return "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
}
