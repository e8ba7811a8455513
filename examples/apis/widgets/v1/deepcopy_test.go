/*
Copyright 2026 The gvkgen Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

package v1_test

import (
	"testing"

	"github.com/gvk-dev/gvkgen/examples/apis/internal/deepcopytest"
	"github.com/gvk-dev/gvkgen/examples/apis/widgets/fuzzer"
	widgetsv1 "github.com/gvk-dev/gvkgen/examples/apis/widgets/v1"
)

func config(seed int64) deepcopytest.Config {
	return deepcopytest.Config{Iterations: 200, Seed: seed, Funcs: fuzzer.Funcs()}
}

func TestDeepCopyObjects(t *testing.T) {
	t.Run("Widget", func(t *testing.T) { deepcopytest.Run[widgetsv1.Widget](t, config(1000)) })
	t.Run("WidgetList", func(t *testing.T) { deepcopytest.Run[widgetsv1.WidgetList](t, config(2000)) })
	t.Run("Gadget", func(t *testing.T) { deepcopytest.Run[widgetsv1.Gadget](t, config(3000)) })
	t.Run("GadgetList", func(t *testing.T) { deepcopytest.Run[widgetsv1.GadgetList](t, config(4000)) })
}

func TestDeepCopyNamedTypes(t *testing.T) {
	t.Run("ZoneList", func(t *testing.T) { deepcopytest.RunNamed(t, config(5000), widgetsv1.ZoneList.DeepCopy) })
	t.Run("Settings", func(t *testing.T) { deepcopytest.RunNamed(t, config(6000), widgetsv1.Settings.DeepCopy) })
	t.Run("ResourceList", func(t *testing.T) { deepcopytest.RunNamed(t, config(7000), widgetsv1.ResourceList.DeepCopy) })
}

// TestDeepCopyStructNil checks the nil handling of DeepCopy on non-object structs.
func TestDeepCopyStructNil(t *testing.T) {
	if (*widgetsv1.WidgetSpec)(nil).DeepCopy() != nil {
		t.Error("(*WidgetSpec)(nil).DeepCopy() != nil")
	}
	if (*widgetsv1.GadgetStage)(nil).DeepCopy() != nil {
		t.Error("(*GadgetStage)(nil).DeepCopy() != nil")
	}
}
