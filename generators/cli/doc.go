// Package cli is the command-line front of every gvkgen tool: flags that
// match k8s.io/code-generator's, one load, generation, and writing or
// verifying the files.
//
// It owns the whole pipeline run, load -> tags -> plan -> emit -> write:
// it parses flags (Common, Parse), loads the packages once with universe,
// runs lint over them, hands the universe to the generators (the Tool
// values DeepCopy, Conversion() and Register, and Gvkgen, which runs them
// all over one load), then renders and writes or verifies every file in
// one step (WriteAll): all targets are checked before anything is
// written. It maps what happened to exit statuses (0 done or current, 1
// verify found stale files, 2 usage or input errors) and prints errors
// and warnings.
//
// It must not decide what is generated (that is the generator packages')
// nor how a file is rendered or written (that is output's); the cmd/
// binaries are thin wrappers over it.
package cli
