// Package kyaml writes YAML the way controller-gen v0.23.0 writes its
// manifests, byte for byte.
//
// controller-gen turns every object into JSON, decodes that JSON with
// numbers kept exact, and hands the result to sigs.k8s.io/yaml v1.6.0, which
// re-decodes it with go.yaml.in/yaml/v2 v2.4.4 and encodes it with that
// library's emitter (a port of libyaml). Marshal reproduces the result of
// that chain without depending on either library, so that the tools'
// module keeps only the dependencies its commands import:
//
//   - keys are sorted with go-yaml v2's key order, in which runs of digits
//     compare as numbers ("a2" before "a10") and other runes before letters;
//   - a string that would read back as another type ("true", "1.5",
//     "null", "2006-01-02", "1:20") is double-quoted; one that cannot be a
//     plain scalar (a leading space, "- x", "a: b", "#x") is single-quoted;
//     one with control characters or runes outside the Basic Multilingual
//     Plane is double-quoted with escapes; one with a newline is a literal
//     block ("|", "|-", "|+", with an indentation indicator when it begins
//     with a space or a newline);
//   - plain, single- and double-quoted scalars are folded at a space once a
//     line passes 80 columns, as the emitter does;
//   - sequences under a mapping key are not indented ("key:\n- a");
//   - an empty mapping is "{}" and an empty sequence "[]";
//   - a key longer than 128 bytes, or with a line break, is written as a
//     complex key ("? key\n: value").
//
// Where controller-gen fails, so does Marshal: a string with a C1 control
// character or U+FFFE/U+FFFF (YAML's reader rejects them), a key longer
// than 1024 characters in JSON (YAML's limit on implicit keys) or holding
// U+0085, which the reader takes for a line break. The one known
// difference: go-yaml's key order is not transitive for some keys ("1" <
// "004" < "0x1F" < "1"), and controller-gen then orders them by Go's
// random map order; Marshal's order is fixed.
package kyaml
