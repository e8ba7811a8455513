package modelsschema

import (
	"bytes"
	"testing"
)

// Strings are quoted as kube-openapi's go-json-experiment quotes them
// (short escapes for \b and \f, which encoding/json writes as \u0008 and
// \u000c; invalid UTF-8 as U+FFFD), then as encoding/json's compaction
// rewrites them (<, >, &, U+2028, U+2029 escaped).
func TestWriteString(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"plain é", `"plain é"`},
		{"a\"b\\c", `"a\"b\\c"`},
		{"\b\f\n\r\t", `"\b\f\n\r\t"`},
		{"\x00\x1f\x7f", `"\u0000\u001f` + "\x7f" + `"`},
		{"<a&b>", `"\u003ca\u0026b\u003e"`},
		{"\u2028\u2029", `"\u2028\u2029"`},
		{"bad\xffbyte", "\"bad\ufffdbyte\""},
	} {
		var b bytes.Buffer
		writeString(&b, tt.in)
		if b.String() != tt.want {
			t.Errorf("%q: wrote %s, want %s", tt.in, b.String(), tt.want)
		}
	}
}

// Values: objects sorted by key, lists, numbers as encoding/json writes
// them; a value with no JSON form is an error.
func TestWriteValue(t *testing.T) {
	var b bytes.Buffer
	v := map[string]any{"b": []any{1.5, 1e21, int64(3), true, nil}, "a": map[string]any{}, "c": []string{"x\fy"}}
	if err := writeValue(&b, v); err != nil {
		t.Fatal(err)
	}
	if want := `{"a":{},"b":[1.5,1e+21,3,true,null],"c":["x\fy"]}`; b.String() != want {
		t.Errorf("wrote %s, want %s", b.String(), want)
	}
	if err := writeValue(&b, struct{ X string }{"x"}); err == nil {
		t.Error("a struct was written without error")
	}
}
