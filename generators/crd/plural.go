package crd

import (
	"strings"
	"unicode"
)

// pluralize is a kind's plural as github.com/gobuffalo/flect v1.0.3's
// Pluralize spells it (controller-gen's default plural is its lower-case
// form): the last word of the name (words split at upper-case letters and
// known acronyms) looked up in a dictionary of irregular words, else
// rewritten by the first suffix rule that matches it, else given an "s"
// unless it ends in one. TestPluralize compares it with flect on the words
// of testdata/plurals.txt.
func pluralize(name string) string {
	words := splitWords(name)
	if len(words) == 0 {
		return ""
	}
	last := words[len(words)-1]
	replace := func(with string) string { return strings.TrimSuffix(name, last) + with }
	if p, ok := english.plural[name]; ok {
		return p
	}
	lower := strings.ToLower(last)
	if english.isPlural[name] || english.isPlural[lower] {
		return name
	}
	if p, ok := english.plural[lower]; ok {
		if last == titled(last) {
			p = titled(p)
		}
		return replace(p)
	}
	for _, r := range english.rules {
		if strings.HasSuffix(last, r.suffix) {
			if r.keep {
				return replace(last)
			}
			return replace(last[:len(last)-len(r.suffix)] + r.with)
		}
	}
	if strings.HasSuffix(lower, "s") {
		return name
	}
	return name + "s"
}

// titled is s with its first letter in title case.
func titled(s string) string {
	for i, r := range s {
		return s[:i] + string(unicode.ToTitle(r)) + s[i+len(string(r)):]
	}
	return s
}

// separators split words, and are no part of one.
const separators = "_ :-/"

// splitWords splits a name into flect's words: a word starts at an
// upper-case letter after a letter that is not, after a known acronym, or
// at a separator; other characters than letters, digits and punctuation
// end a word. A word that is an acronym is upper-cased.
func splitWords(s string) []string {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil
	}
	if english.acronyms[strings.ToUpper(s)] {
		return []string{strings.ToUpper(s)}
	}
	var words []string
	add := func(w string) {
		w = strings.TrimSpace(w)
		for _, sep := range separators {
			w = strings.Trim(w, string(sep))
		}
		if english.acronyms[strings.ToUpper(w)] {
			w = strings.ToUpper(w)
		}
		if w != "" {
			words = append(words, w)
		}
	}
	var prev rune
	var word strings.Builder
	for _, c := range s {
		upper := unicode.IsUpper(c)
		switch {
		case strings.ContainsRune(separators, c) || unicode.IsSpace(c),
			upper && !unicode.IsUpper(prev),
			upper && english.acronyms[strings.ToUpper(word.String())]:
			add(word.String())
			word.Reset()
			word.WriteRune(c)
		case unicode.IsLetter(c) || unicode.IsDigit(c) || unicode.IsPunct(c) || c == '`':
			word.WriteRune(c)
		default:
			add(word.String())
			word.Reset()
		}
		prev = c
	}
	add(word.String())
	return words
}

// inflector is flect's English: its dictionary as maps, its suffix rules
// in the order they are tried.
type inflector struct {
	plural   map[string]string
	isPlural map[string]bool
	rules    []suffixRule
	acronyms map[string]bool
}

// suffixRule replaces suffix by with; keep is set for a plural ending,
// which a word keeps as it is.
type suffixRule struct {
	suffix, with string
	keep         bool
}

// english is built once from the tables below and never changed.
var english = newInflector()

func newInflector() inflector {
	in := inflector{plural: map[string]string{}, isPlural: map[string]bool{}, acronyms: map[string]bool{}}
	for _, a := range strings.Fields(acronyms) {
		in.acronyms[a] = true
	}
	type entry struct {
		singular, plural string
		exact            bool
	}
	var dict []entry
	for _, line := range strings.Split(strings.TrimSpace(dictionary), "\n") {
		f := strings.Fields(line)
		e := entry{singular: f[0], plural: f[1]}
		oneway := false
		for _, x := range f[2:] {
			switch {
			case x == "exact":
				e.exact = true
			case x == "oneway":
				oneway = true
			}
		}
		in.plural[e.singular] = e.plural
		if !oneway {
			in.isPlural[e.plural] = true
			for _, x := range f[2:] {
				if alt, ok := strings.CutPrefix(x, "|"); ok {
					in.isPlural[alt] = true
				}
			}
		}
		dict = append(dict, e)
	}
	// flect puts each word's rule before those of the words above it and
	// before the suffix rules; each plural ending keeps a word as it is.
	for i := len(dict) - 1; i >= 0; i-- {
		if !dict[i].exact {
			in.rules = append(in.rules, suffixRule{suffix: dict[i].plural, keep: true}, suffixRule{suffix: dict[i].singular, with: dict[i].plural})
		}
	}
	for _, r := range strings.Fields(suffixes) {
		from, to, _ := strings.Cut(r, ">")
		in.rules = append(in.rules, suffixRule{suffix: to, keep: true}, suffixRule{suffix: from, with: to})
	}
	return in
}

// dictionary is flect's table of irregular words: singular, plural, an
// alternative plural (|...), exact (no rule for words ending in it) and
// oneway (the plural is not taken for one).
const dictionary = `
aircraft aircraft
beef beef |beefs
bison bison
blues blues oneway
chassis chassis
deer deer
fish fish |fishes
moose moose
police police
salmon salmon |salmons
series series
sheep sheep
shrimp shrimp |shrimps
species species
swine swine |swines
trout trout |trouts
tuna tuna |tunas
you you
child children
ox oxen exact
foot feet
goose geese
man men
human humans
louse lice exact
mouse mice
tooth teeth
woman women
die dice exact
person people
adieu adieux |adieus
fabliau fabliaux
bureau bureaus |bureaux
criterion criteria
ganglion ganglia |ganglions
lexicon lexica |lexicons
mitochondrion mitochondria |mitochondrions
noumenon noumena
phenomenon phenomena
taxon taxa
media media
medium media |mediums oneway
stadium stadiums |stadia
aquarium aquaria |aquariums
auditorium auditoria |auditoriums
symposium symposia |symposiums
curriculum curriculums |curricula
quota quotas
alumnus alumni |alumnuses
bacillus bacilli
cactus cacti |cactuses
coccus cocci
focus foci |focuses
locus loci |locuses
nucleus nuclei |nucleuses
octopus octupuses |octopi
radius radii |radiuses
syllabus syllabi
corpus corpora |corpuses
genus genera
alumna alumnae
vertebra vertebrae
differentia differentiae
minutia minutiae
vita vitae
larva larvae
postcava postcavae
praecava praecavae
uva uvae
apex apices |apexes
codex codices |codexes
index indices |indexes
latex latices |latexes
vertex vertices |vertexes
vortex vortices |vortexes
appendix appendices |appendixes
radix radices |radixes
helix helices |helixes
axis axes exact
crisis crises
ellipsis ellipses oneway
genesis geneses
oasis oases
thesis theses
testis testes
base bases
basis bases oneway
alias aliases exact
vedalia vedalias
use uses exact
abuse abuses
cause causes
clause clauses
cruse cruses
excuse excuses
fuse fuses
house houses
misuse misuses
muse muses
pause pauses
ache aches
topaz topazes
buffalo buffaloes |buffalos
potato potatoes
tomato tomatoes
equipment equipment
information information
jeans jeans
money money
news news
rice rice
dwarf dwarfs |dwarves
hoof hoofs |hooves
thief thieves
chive chives
hive hives
move moves
movie movies
cookie cookies
pretorium pretoriums
agenda agendas
formula formulas |formulae
shoe shoes
toe toes exact
graffiti graffiti
ID IDs exact
`

// suffixes are flect's suffix rules, singular>plural, in the order tried.
const suffixes = `
tive>tives eaf>eaves oaf>oaves afe>aves
arf>arves rfe>rves rf>rves lf>lves
fe>ves ay>ays ey>eys oy>oys
quy>quies uy>uys y>ies eau>eaux
bula>bulae dula>bulae lula>bulae nula>bulae
vula>bulae hedron>hedra ium>ia seum>seums
eum>ea oum>oa stracum>straca dum>da
elum>ela ilum>ila olum>ola ulum>ula
llum>lla ylum>yla imum>ima ernum>erna
gnum>gna brum>bra crum>cra terum>tera
serum>sera trum>tra antum>anta atum>ata
entum>enta etum>eta itum>ita otum>ota
utum>uta ctum>cta ovum>ova trix>trices
iasis>iases mesis>meses kinesis>kineses resis>reses
gnosis>gnoses opsis>opses ysis>yses ouse>ouses
lause>lauses us>uses ch>ches io>ios
sh>shes ss>sses ez>ezzes iz>izzes
tz>tzes zz>zzes ano>anos lo>los
to>tos oo>oos o>oes x>xes
S>Ses
`

// acronyms are flect's known acronyms: each is a word of its own.
const acronyms = `
OK UTF8 HTML JSON JWT ID UUID SQL ACK ACL ADSL AES ANSI API ARP ATM
BGP BSS CCITT CHAP CIDR CIR CLI CPE CPU CRC CRT CSMA CMOS DCE DEC DES
DHCP DNS DRAM DSL DSLAM DTE DMI EHA EIA EIGRP EOF ESS FCC FCS FDDI
FTP GBIC GEPOF HDLC HTTP HTTPS IANA ICMP IDF IDS IEEE IETF IMAP IP
IPS ISDN ISP LACP LAN LAPB LAPF LLC MAC MC MDF MIB MPLS MTU NAC NAT
NBMA NIC NRZ NRZI NVRAM OSI OSPF OUI PAP PAT PC PIM PCM PDU POP3 POTS
PPP PPTP PTT PVST RAM RARP RFC RIP RLL ROM RSTP RTP RCP SDLC SFD SFP
SLARP SLIP SMTP SNA SNAP SNMP SOF SRAM SSH SSID STP SYN TDM TFTP TIA
TOFU UDP URL URI USB UTP VC VLAN VLSM VPN W3C WAN WEP WPA WWW
`
