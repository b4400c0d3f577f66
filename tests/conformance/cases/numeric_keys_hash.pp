$h = { 1 => 'one', '1' => 'str one' }
notify { "${h[1]} ${h['1']} ${h.length}": }
