/*
Copyright 2026 The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

package widgets_test

import (
	"testing"

	"github.com/gvk-dev/gvkgen/examples/apis/internal/deepcopytest"
	widgets "github.com/gvk-dev/gvkgen/examples/apis/widgets"
	"github.com/gvk-dev/gvkgen/examples/apis/widgets/fuzzer"
)

func config(seed int64) deepcopytest.Config {
	return deepcopytest.Config{Iterations: 200, Seed: seed, Funcs: fuzzer.Funcs()}
}

func TestDeepCopyObjects(t *testing.T) {
	t.Run("Widget", func(t *testing.T) { deepcopytest.Run[widgets.Widget](t, config(1000)) })
	t.Run("WidgetList", func(t *testing.T) { deepcopytest.Run[widgets.WidgetList](t, config(2000)) })
	t.Run("Gadget", func(t *testing.T) { deepcopytest.Run[widgets.Gadget](t, config(3000)) })
	t.Run("GadgetList", func(t *testing.T) { deepcopytest.Run[widgets.GadgetList](t, config(4000)) })
}

func TestDeepCopyNamedTypes(t *testing.T) {
	t.Run("ZoneList", func(t *testing.T) { deepcopytest.RunNamed(t, config(5000), widgets.ZoneList.DeepCopy) })
	t.Run("Settings", func(t *testing.T) { deepcopytest.RunNamed(t, config(6000), widgets.Settings.DeepCopy) })
	t.Run("ResourceList", func(t *testing.T) { deepcopytest.RunNamed(t, config(7000), widgets.ResourceList.DeepCopy) })
}

// TestDeepCopyStructNil checks the nil handling of DeepCopy on non-object structs.
func TestDeepCopyStructNil(t *testing.T) {
	if (*widgets.WidgetSpec)(nil).DeepCopy() != nil {
		t.Error("(*WidgetSpec)(nil).DeepCopy() != nil")
	}
	if (*widgets.GadgetStage)(nil).DeepCopy() != nil {
		t.Error("(*GadgetStage)(nil).DeepCopy() != nil")
	}
}
