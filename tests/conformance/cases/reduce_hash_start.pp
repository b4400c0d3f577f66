$r = { a => 1, b => 2 }.reduce({}) |$memo, $kv| { $memo + { $kv[0] => $kv[1] * 2 } }
notify { "${r}": }
