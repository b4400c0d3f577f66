$h = { default => 'd', 'a' => 'x' }
notify { "${h['a']} ${h[default]}": }
