$x = $undefined_var + 1
