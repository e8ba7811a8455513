package kyaml

import (
	"regexp"
	"strconv"
	"strings"
	"time"
)

// yamlFloat is the float syntax go-yaml v2 resolves for plain scalars that
// start with a sign or a digit.
var yamlFloat = regexp.MustCompile(`^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$`)

// base60Float is YAML 1.1's sexagesimal float ("1:20", "-3:25:45.5"),
// which go-yaml v2 never decodes but quotes on output.
var base60Float = regexp.MustCompile(`^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$`)

// nonStrings are the plain scalars go-yaml v2 reads as booleans, null,
// infinities or NaN (YAML 1.1's spellings).
var nonStrings = map[string]bool{
	"y": true, "Y": true, "yes": true, "Yes": true, "YES": true,
	"n": true, "N": true, "no": true, "No": true, "NO": true,
	"true": true, "True": true, "TRUE": true,
	"false": true, "False": true, "FALSE": true,
	"on": true, "On": true, "ON": true,
	"off": true, "Off": true, "OFF": true,
	"~": true, "null": true, "Null": true, "NULL": true,
	".nan": true, ".NaN": true, ".NAN": true,
	".inf": true, ".Inf": true, ".INF": true,
	"+.inf": true, "+.Inf": true, "+.INF": true,
	"-.inf": true, "-.Inf": true, "-.INF": true,
}

// readsAsString reports whether go-yaml v2 reads s, written plain, back as
// the string s: false for YAML 1.1's booleans and nulls, numbers (also
// "0x1F", "1_000", "0b101", ".5") and timestamps.
func readsAsString(s string) bool {
	if s == "" {
		return false
	}
	c := s[0]
	switch {
	case c == '.':
		if nonStrings[s] {
			return false
		}
		_, err := strconv.ParseFloat(s, 64)
		return err != nil
	case c == '+' || c == '-' || c >= '0' && c <= '9':
		return !nonStrings[s] && !isNumberOrTime(s)
	case strings.IndexByte("yYnNtTfFoO~", c) >= 0:
		return !nonStrings[s]
	}
	return true
}

// isNumberOrTime reports whether go-yaml v2 resolves s, which starts with a
// sign or a digit, to a timestamp, an integer or a float.
func isNumberOrTime(s string) bool {
	if isTimestamp(s) {
		return true
	}
	plain := strings.ReplaceAll(s, "_", "")
	if _, err := strconv.ParseInt(plain, 0, 64); err == nil {
		return true
	}
	if _, err := strconv.ParseUint(plain, 0, 64); err == nil {
		return true
	}
	if yamlFloat.MatchString(plain) {
		if _, err := strconv.ParseFloat(plain, 64); err == nil {
			return true
		}
	}
	switch {
	case strings.HasPrefix(plain, "0b"):
		if _, err := strconv.ParseInt(plain[2:], 2, 64); err == nil {
			return true
		}
		_, err := strconv.ParseUint(plain[2:], 2, 64)
		return err == nil
	case strings.HasPrefix(plain, "-0b"):
		_, err := strconv.ParseInt("-"+plain[3:], 2, 64)
		return err == nil
	}
	return false
}

// timestampLayouts are the timestamp forms go-yaml v2 decodes.
var timestampLayouts = []string{
	"2006-1-2T15:4:5.999999999Z07:00",
	"2006-1-2t15:4:5.999999999Z07:00",
	"2006-1-2 15:4:5.999999999",
	"2006-1-2",
}

// isTimestamp reports whether s is a timestamp go-yaml v2 decodes: four
// digits, a dash, then one of timestampLayouts.
func isTimestamp(s string) bool {
	digits := 0
	for digits < len(s) && s[digits] >= '0' && s[digits] <= '9' {
		digits++
	}
	if digits != 4 || digits == len(s) || s[digits] != '-' {
		return false
	}
	for _, layout := range timestampLayouts {
		if _, err := time.Parse(layout, s); err == nil {
			return true
		}
	}
	return false
}

// isBase60Float reports whether s looks like a YAML 1.1 sexagesimal float.
func isBase60Float(s string) bool {
	if s == "" || strings.IndexByte(s, ':') < 0 {
		return false
	}
	c := s[0]
	if c != '+' && c != '-' && (c < '0' || c > '9') {
		return false
	}
	return base60Float.MatchString(s)
}
