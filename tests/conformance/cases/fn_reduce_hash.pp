$r = { 'a' => 1, 'b' => 2 }.reduce(0) |$memo, $kv| { $memo + $kv[1] }
notify { "r=${r}": }
