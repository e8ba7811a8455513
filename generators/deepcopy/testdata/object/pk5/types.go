package pk5

type X struct{ S []string }
