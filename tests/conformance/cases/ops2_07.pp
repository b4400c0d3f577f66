$r = "abc" ? { /(b)/ => "got ${1}", default => "none" }
notify { "m": message => $r }
