//go:build differential

package kyaml

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The differential tests compare Marshal with sigs.k8s.io/yaml v1.6.0 on
// go.yaml.in/yaml/v2 v2.4.4 (controller-gen v0.23.0's versions), run as the
// command in testdata/yamlref, a module of its own so that the tools'
// module does not require the library it replaces:
//
//	go test -tags=differential ./generators/internal/kyaml/
//	go test -tags=differential -fuzz=FuzzDifferential ./generators/internal/kyaml/

var (
	skipped int // documents compare skipped for unranked keys
	refOnce sync.Once
	refProc *reference
	refErr  error
)

// reference is a running yamlref.
type reference struct {
	in  *bufio.Writer
	out *bufio.Reader
	mu  sync.Mutex
}

// upstream returns the running reference, building it on first use.
func upstream(t testing.TB) *reference {
	t.Helper()
	refOnce.Do(func() { refProc, refErr = startReference() })
	if refErr != nil {
		t.Fatalf("building testdata/yamlref: %v", refErr)
	}
	return refProc
}

func startReference() (*reference, error) {
	dir, err := os.MkdirTemp("", "yamlref")
	if err != nil {
		return nil, err
	}
	bin := filepath.Join(dir, "yamlref")
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Dir = filepath.Join("testdata", "yamlref")
	build.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
	if out, err := build.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("%v\n%s", err, out)
	}
	cmd := exec.Command(bin)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	return &reference{in: bufio.NewWriter(stdin), out: bufio.NewReader(stdout)}, nil
}

// marshal returns upstream's YAML for one JSON document (without newlines).
func (r *reference) marshal(line []byte) ([]byte, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.in.Write(line)
	r.in.WriteByte('\n')
	if err := r.in.Flush(); err != nil {
		return nil, err
	}
	head, err := r.out.ReadString('\n')
	if err != nil {
		return nil, err
	}
	n, err := strconv.Atoi(strings.TrimSpace(head))
	if err != nil {
		return nil, fmt.Errorf("bad reply %q", head)
	}
	body := make([]byte, max(n, -n))
	if _, err := io_ReadFull(r.out, body); err != nil {
		return nil, err
	}
	if n < 0 {
		return nil, fmt.Errorf("upstream: %s", body)
	}
	return body, nil
}

// keysRanked reports whether keyLess is a strict order on the keys of
// every mapping in v.
func keysRanked(v any) bool {
	switch v := v.(type) {
	case []any:
		for _, item := range v {
			if !keysRanked(item) {
				return false
			}
		}
	case map[string]any:
		var keys []string
		for k, item := range v {
			if !keysRanked(item) {
				return false
			}
			keys = append(keys, k)
		}
		sort.Slice(keys, func(i, j int) bool { return keyLess(keys[i], keys[j]) })
		for i := range keys {
			for j := i + 1; j < len(keys); j++ {
				if !keyLess(keys[i], keys[j]) || keyLess(keys[j], keys[i]) {
					return false
				}
			}
		}
	}
	return true
}

func io_ReadFull(r *bufio.Reader, b []byte) (int, error) {
	n := 0
	for n < len(b) {
		m, err := r.Read(b[n:])
		n += m
		if err != nil {
			return n, err
		}
	}
	return n, nil
}

// compare checks Marshal against upstream on one JSON document and reports
// whether they agree. Both must fail or both succeed. A document with keys
// that go-yaml's order does not rank (it is not transitive: "1" < "004" <
// "0x1F" < "1") is skipped: upstream sorts them in map iteration order,
// which is random.
func compare(t testing.TB, doc []byte) bool {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(doc))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		t.Fatalf("decoding %s: %v", doc, err)
	}
	if !keysRanked(v) {
		skipped++
		return true
	}
	want, uerr := upstream(t).marshal(doc)
	got, err := Marshal(v)
	if (err != nil) != (uerr != nil) {
		t.Errorf("Marshal(%s): error %v, upstream's error %v", doc, err, uerr)
		return false
	}
	if err != nil {
		return true
	}
	if !bytes.Equal(got, want) {
		t.Errorf("Marshal(%s) differs from sigs.k8s.io/yaml (-want +got):\n%s\nwant %q\ngot  %q", doc, cmp.Diff(string(want), string(got)), want, got)
		return false
	}
	return true
}

// TestDifferentialRandom compares Marshal with upstream on random trees
// built from the strings that exercise each rule of the emitter.
func TestDifferentialRandom(t *testing.T) {
	n := 20000
	if testing.Short() {
		n = 2000
	}
	rng := rand.New(rand.NewPCG(28, 1))
	failed := 0
	skipped = 0
	for i := 0; i < n && failed < 5; i++ {
		doc, err := json.Marshal(randomValue(rng, 4, true))
		if err != nil {
			t.Fatal(err)
		}
		if !compare(t, doc) {
			failed++
		}
	}
	if skipped > n/4 {
		t.Errorf("%d of %d documents skipped for unranked keys; the generator needs fewer clashing keys", skipped, n)
	}
	t.Logf("%d documents, %d skipped for unranked keys", n, skipped)
}

// FuzzDifferential compares Marshal with upstream on a fuzzed string used
// as a scalar, a key, a list item and a long line, and on the fuzzed text
// itself when it is JSON.
func FuzzDifferential(f *testing.F) {
	for _, s := range tokens {
		f.Add(s)
	}
	f.Add(`{"a":[{"b":"c d"},[]],"e":{}}`)
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 1000 {
			return
		}
		long := strings.Repeat("word ", 17) + s
		tree := map[string]any{s: s, "list": []any{s, []any{s}, map[string]any{s: long}}, "long": long}
		doc, err := json.Marshal(tree)
		if err != nil {
			t.Fatal(err)
		}
		compare(t, doc)
		if json.Valid([]byte(s)) && !strings.ContainsAny(s, "\n\r") {
			compare(t, []byte(s))
		}
	})
}

// tokens are the pieces random strings are made of: YAML 1.1's special
// words, numbers in its syntaxes, indicators, blanks, breaks and runes
// the emitter escapes.
var tokens = []string{
	"", " ", "  ", "a", "b", "Z", "true", "yes", "No", "off", "null", "~", "y",
	"1", "01", "10", "2", "1.5", ".5", "1e3", "0x1F", "0b1", "-0b1", "1_000", "+1", "-", "+",
	".inf", "-.Inf", ".nan", "2006-01-02", "2006-1-2T15:4:5Z", "1:20", "-3:25:45.5",
	"- ", ":", ": ", "#", " #", "'", "\"", "\\", "?", "? ", ",", "[", "]", "{", "}",
	"&", "*", "!", "|", ">", "%", "@", "`", "---", "...", "<<",
	"\n", "\n\n", "\t", "\r", "\r\n", "\u0085", "\u2028", "\u2029", "\u00a0", "\ufeff",
	"\ufffe", "é", "日本", "😀", "\x00", "\x07", "\x1b", "\x7f", "\u0080",
	"word", "description", "apiVersion", "x-kubernetes-int-or-string",
}

// randomString joins a few tokens; one time in eight it is a long
// sentence, to reach the folding at 80 columns.
func randomString(rng *rand.Rand) string {
	var b strings.Builder
	if rng.IntN(8) == 0 {
		for i, n := 0, 5+rng.IntN(40); i < n; i++ {
			if i > 0 {
				b.WriteString(strings.Repeat(" ", 1+rng.IntN(4)/3))
			}
			if rng.IntN(10) == 0 {
				b.WriteString(tokens[rng.IntN(len(tokens))])
			} else {
				b.WriteString(strings.Repeat("abcdefghij"[rng.IntN(10):][:1], 1+rng.IntN(12)))
			}
		}
		return b.String()
	}
	for i, n := 0, rng.IntN(5); i < n; i++ {
		b.WriteString(tokens[rng.IntN(len(tokens))])
	}
	return b.String()
}

// randomKey is a key: often digits and letters, to exercise the key
// order, sometimes long enough to be a complex key.
func randomKey(rng *rand.Rand) string {
	switch rng.IntN(6) {
	case 0:
		return fmt.Sprintf("%c%d", 'a'+rng.IntN(3), rng.IntN(120))
	case 1:
		return fmt.Sprintf("%0*d", 1+rng.IntN(3), rng.IntN(20))
	case 2:
		if rng.IntN(4) == 0 {
			return strings.Repeat("k", 120+rng.IntN(20))
		}
	}
	return randomString(rng)
}

// randomValue is a JSON-like tree at most depth deep.
func randomValue(rng *rand.Rand, depth int, top bool) any {
	k := rng.IntN(10)
	if top {
		k = 0
	}
	switch {
	case k < 2 && depth > 0:
		m := map[string]any{}
		for i, n := 0, rng.IntN(6); i < n; i++ {
			m[randomKey(rng)] = randomValue(rng, depth-1, false)
		}
		return m
	case k < 4 && depth > 0:
		var l []any
		for i, n := 0, rng.IntN(5); i < n; i++ {
			l = append(l, randomValue(rng, depth-1, false))
		}
		if l == nil {
			l = []any{}
		}
		return l
	case k < 5:
		return randomNumber(rng)
	case k < 6:
		return []any{nil, true, false}[rng.IntN(3)]
	}
	return randomString(rng)
}

// randomNumber is an int, a float or a JSON number text at the edges of
// int64, uint64 and float64.
func randomNumber(rng *rand.Rand) any {
	switch rng.IntN(5) {
	case 0:
		return rng.Int64() >> rng.IntN(64)
	case 1:
		return (rng.Float64() - 0.5) * math.Pow(10, float64(rng.IntN(50)-25))
	case 2:
		return json.Number([]string{"1e400", "-0", "-0.0", "1.0", "1E5", "18446744073709551615",
			"18446744073709551616", "-9223372036854775809", "1e-400", "0.1", "123456789012345678901234"}[rng.IntN(11)])
	}
	return rng.IntN(2000) - 1000
}

// TestDifferentialKeyLengths compares keys around the lengths where
// Marshal stops measuring a key's JSON (maxPlainKey bytes) and where YAML
// rejects it (maxKeyRunes characters), written with characters JSON
// escapes to six (control, HTML, an invalid byte) or keeps whole.
func TestDifferentialKeyLengths(t *testing.T) {
	for _, c := range []string{"\x01", "<", "\xff", "é", "k"} {
		for _, n := range []int{maxPlainKey - 1, maxPlainKey, maxPlainKey + 1, 1022/len(c) - 1, 1022 / len(c), 1022/len(c) + 1} {
			doc, err := json.Marshal(map[string]any{strings.Repeat(c, n): 1})
			if err != nil {
				t.Fatal(err)
			}
			compare(t, doc)
		}
	}
}
