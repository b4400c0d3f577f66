$h = { 'a' => { 'b' => 'deep' } }
notify { "v ${h['a']['b']} $h[a]": }
