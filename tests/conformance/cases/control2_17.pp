$x = 5 ? { default => "d", 5 => "five" }
notify { $x: }
