$x = $facts['os']['family'] ? { 'Debian' => 'deb', default => 'other' }.upcase
notify { $x: }
