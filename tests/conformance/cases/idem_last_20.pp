class c { true ? { default => 1 } }
