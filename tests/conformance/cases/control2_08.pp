$r = "x" ? { "X" => "upper", default => "d" }
notify { $r: }
