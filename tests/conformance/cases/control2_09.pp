$r = 4 ? { Integer[1,3] => "low", Integer => "int" }
notify { $r: }
