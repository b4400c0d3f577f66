$h = {a => 1, b => 2}
notify { "${h.any |$k, $v| { $v > 1 }} ${h.all |$kv| { $kv[1] > 0 }} ${[].all |$x| { false }}": }
