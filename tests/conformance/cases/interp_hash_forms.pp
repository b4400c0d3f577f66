$h = { 'k' => 'v' }
notify { "${h[k]}|$h|${h['k']}|${h}[k]": }
