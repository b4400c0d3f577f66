$h = { 'a' => { 'b' => 1 } }
notify { "v=${h['a']['b']} missing=${h['z']}": }
